import { Badge } from '@chakra-ui/react/badge';
import { Text } from '@chakra-ui/react/text';
import { taskAbbreviation } from '@skillup/shared';
import type { UserTest } from '@skillup/shared/api/contract';

/**
 * A day's activity inside its grid cell: the abbreviation, and the name where there is room. A
 * name breaks between words, never inside one ('Ragionament/o'): below the width where a day
 * holds 'Ragionamento' whole, the abbreviation stands alone and the day's panel names it.
 */
export function DayActivity({ test, disabled, compact }: { test: UserTest; disabled: boolean; compact: boolean }) {
  const done = test.status === 'complete';
  return (
    <>
      <Badge mt="1" colorPalette={done ? 'green' : disabled ? 'gray' : 'brand'} variant="subtle">
        {taskAbbreviation(test)}
      </Badge>
      {compact ? null : (
        <Text fontSize="xs" mt="1" lineClamp={2} overflowWrap="normal" hyphens="manual" display={{ base: 'none', xl: 'block' }}>
          {test.name}
        </Text>
      )}
    </>
  );
}
