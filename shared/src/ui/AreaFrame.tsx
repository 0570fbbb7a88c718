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
 * The root of every federated area: its heading, its content, and which build it is. The build
 * is always on the element for tests and support tools; its line is shown to staff only, as it
 * means nothing to a participant (docs/remotes.md, section 4, "Which build runs").
 */
export function AreaFrame({ remote, version, title, subtitle, children }: AreaFrameProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const role = useAtomValue(sessionUserAtom)?.role.name.toLowerCase();
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
      {role && role !== 'participant' ? (
        <Text as="footer" mt="10" fontSize="xs" color="fg.muted">
          {t('area.version', { remote, version })}
        </Text>
      ) : null}
    </Box>
  );
}
