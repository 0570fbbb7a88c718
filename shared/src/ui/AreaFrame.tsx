import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { useAtomValue } from 'jotai';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionUserAtom } from '../state/session';

export interface AreaFrameProps {
  /** The registry name of the remote rendering the area. */
  remote: string;
  /** The version it was built as: tests and support read which one loaded. */
  version: string;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}

/**
 * Which build of an area runs, at its foot, for staff only: to a participant a build number
 * means nothing (docs/remotes.md, section 4, "Which build runs"). The area's root carries the
 * version as `data-remote-version` for everyone, tests and support tools.
 */
export function VersionLine({ remote, version }: { remote: string; version: string }) {
  const { t } = useTranslation();
  const role = useAtomValue(sessionUserAtom)?.role.name.toLowerCase();
  if (!role || role === 'participant') return null;
  return (
    <Text as="footer" mt="10" fontSize="xs" color="fg.muted">
      {t('area.version', { remote, version })}
    </Text>
  );
}

/** The root of every federated area: its heading, its content, and which build it is. */
export function AreaFrame({ remote, version, title, subtitle, children }: AreaFrameProps) {
  const headingId = useId();
  return (
    <Box as="section" data-remote={remote} data-remote-version={version} aria-labelledby={headingId} py="6">
      <Heading as="h1" id={headingId} size="2xl">
        {title}
      </Heading>
      {subtitle ? (
        <Text color="fg.muted" mt="1">
          {subtitle}
        </Text>
      ) : null}
      <Box mt="6">{children}</Box>
      <VersionLine remote={remote} version={version} />
    </Box>
  );
}
