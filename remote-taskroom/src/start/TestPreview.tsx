import { Heading, Stack, Text } from '@chakra-ui/react';
import type { UserTest } from '@skillup/shared/api/contract';
import { StartButton } from './StartButton';
import { TestCover } from './TestCover';

/** docs/behaviour.md §2.8: the selected task on the desktop: cover, name, description and Inizia (Continua when in progress). */
export function TestPreview({ test, onStart }: { test: UserTest; onStart(test: UserTest): void }) {
  return (
    <Stack as="article" gap="4" aria-labelledby="taskroom-preview">
      <TestCover test={test} />
      <Heading as="h2" size="xl" id="taskroom-preview">
        {test.name}
      </Heading>
      {test.description ? <Text color="fg.muted">{test.description}</Text> : null}
      <StartButton test={test} onStart={onStart} />
    </Stack>
  );
}
