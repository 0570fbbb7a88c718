import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface AreaFrameProps {
  /** The registry name of the remote rendering the area. */
  remote: string;
  /** The version it was built as: tests and support read which one loaded. */
  version: string;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The root of every federated area: its heading, its content, and which build it is. */
export function AreaFrame({ remote, version, title, subtitle, children }: AreaFrameProps) {
  const { t } = useTranslation();
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
      <Text as="footer" mt="10" fontSize="xs" color="fg.muted">
        {t('area.version', { remote, version })}
      </Text>
    </Box>
  );
}
