import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { UserTest } from '@skillup/shared/api/contract';
import { useEffect, useRef } from 'react';
import { StartButton } from './StartButton';
import { TestCover } from './TestCover';

/**
 * docs/behaviour.md §2.8: the selected task on the desktop: cover, name, description and Inizia
 * (Continua when in progress). Chosen from the keyboard (`takeFocus`), its name takes the focus,
 * so the next stop is the start button rather than the next task of the list.
 */
export function TestPreview({ test, onStart, takeFocus = false }: { test: UserTest; onStart(test: UserTest): void; takeFocus?: boolean }) {
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
      <StartButton test={test} onStart={onStart} />
    </Stack>
  );
}
