import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';

/** A list's count, announced as it changes, with the words and a spinner while the next page is read. */
export function ListTotal({ total, updating }: { total: string; updating: string | null }) {
  return (
    <Text role="status">
      {total}
      {updating !== null && (
        <>
          {' '}
          <Spinner size="xs" aria-hidden="true" /> {updating}
        </>
      )}
    </Text>
  );
}
