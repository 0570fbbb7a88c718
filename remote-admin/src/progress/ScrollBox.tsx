import { Box, type BoxProps } from '@chakra-ui/react/box';

/**
 * A table's own sideways scroll, so that the page never scrolls sideways on a phone. It is a
 * named region the keyboard can reach (a scroll box must be, to be scrolled without a mouse),
 * and it positions its content: the visually hidden texts of its cells are absolutely placed,
 * and without it they would escape the box and widen the page.
 */
export function ScrollBox({ label, ...props }: BoxProps & { label: string }) {
  return <Box overflowX="auto" maxW="full" position="relative" tabIndex={0} role="region" aria-label={label} {...props} />;
}
