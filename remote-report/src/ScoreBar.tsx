import { Box } from '@chakra-ui/react/box';
import { scoreBarPercent } from './format';

/** The score as a bar, 20% per point; the number beside it is what screen readers read. */
export function ScoreBar({ value }: { value: number | null }) {
  return (
    <Box aria-hidden="true" h="2" w="full" maxW="xs" bg="gray.200" borderRadius="full" overflow="hidden">
      <Box h="full" w={`${scoreBarPercent(value)}%`} bg="blue.600" />
    </Box>
  );
}
