import { Badge, Box, Center, HStack, Text } from '@chakra-ui/react';
import { DEFAULT_TASK_COLOUR, taskAbbreviation } from '@skillup/shared';
import type { UserTest } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

type StatusKey = 'notAttempted' | 'incomplete' | 'complete' | 'repeatable' | 'locked';

function statusKey(test: UserTest, locked: boolean): StatusKey {
  if (locked) return 'locked';
  if (test.status === 'complete') return test.repeatable ? 'repeatable' : 'complete';
  return test.status === 'incomplete' ? 'incomplete' : 'notAttempted';
}

const STATUS_PALETTE: Record<StatusKey, string> = {
  notAttempted: 'gray',
  incomplete: 'orange',
  complete: 'green',
  repeatable: 'teal',
  locked: 'gray',
};

/** The colour the task sets, on its own or in its activity data, else the default. */
function taskColour(test: UserTest): string {
  const fromData = test.jsonData['color'];
  return test.color ?? (typeof fromData === 'string' ? fromData : DEFAULT_TASK_COLOUR);
}

/** SPEC §2.8: abbreviation, name and status; a locked task says what unlocks it. */
export function TaskItem({ test, missing }: { test: UserTest; missing: UserTest[] }) {
  const { t } = useTranslation(NS);
  const status = statusKey(test, missing.length > 0);
  return (
    <HStack as="li" gap="3" py="3" borderBottomWidth="1px" align="center">
      <Center w="10" h="10" flexShrink={0} rounded="md" bg={taskColour(test)} color="white" fontWeight="bold" aria-hidden="true">
        {taskAbbreviation(test)}
      </Center>
      <Box flex="1" minW="0">
        <Text fontWeight="medium">{test.name}</Text>
        {missing.length ? (
          <Text fontSize="sm" color="fg.muted">
            {t('lockedHint', { list: missing.map((m) => m.name).join(', ') })}
          </Text>
        ) : null}
      </Box>
      <Badge colorPalette={STATUS_PALETTE[status]}>{t(`status.${status}`)}</Badge>
    </HStack>
  );
}
