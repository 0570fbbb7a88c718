import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { UserTest } from '../api/contract';
import { TestStatusBadge } from './TestStatusBadge';

/** A test as a list item: its name and its status. */
export function TestStatusRow({ test }: { test: Pick<UserTest, 'name' | 'status'> }) {
  return (
    <HStack as="li" justify="space-between" py="2" borderBottomWidth="1px">
      <Text>{test.name}</Text>
      <TestStatusBadge status={test.status} />
    </HStack>
  );
}
