import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { UserTest } from '@skillup/shared/api/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { TestCover } from './TestCover';

/**
 * docs/behaviour.md §2.8: the selected task on the desktop: cover, name, description and Inizia.
 * Chosen from the keyboard (`takeFocus`), its name takes the focus, so the next stop is Inizia
 * rather than the next task of the list.
 */
export function TestPreview({ test, onStart, takeFocus = false }: { test: UserTest; onStart(test: UserTest): void; takeFocus?: boolean }) {
  const { t } = useTranslation(NS);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus, test.id]);
  return (
    <Stack as="article" gap="4" aria-labelledby="taskroom-preview">
      <TestCover test={test} />
      <Heading as="h2" size="xl" id="taskroom-preview" ref={heading} tabIndex={-1} outline="none">
        {test.name}
      </Heading>
      {test.description ? <Text color="fg.muted">{test.description}</Text> : null}
      <Button alignSelf="flex-start" colorPalette="brand" onClick={() => onStart(test)} aria-label={t('startTest', { name: test.name })}>
        {t('start')}
      </Button>
    </Stack>
  );
}
