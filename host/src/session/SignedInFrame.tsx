import { Box } from '@chakra-ui/react/box';
import type { ReactNode } from 'react';
import { Header } from '../header/Header';
import { SynchronizationDialog } from '../queue';
import { useEndSession } from './useLogout';

/** What a signed-in person sees around every page: the header, the page, and the logout's synchronisation. */
export function SignedInFrame({ children }: { children: ReactNode }) {
  const endSession = useEndSession();
  return (
    <>
      <Header />
      <Box as="main" px={{ base: '3', md: '6' }} maxW="6xl" mx="auto">
        {children}
      </Box>
      <SynchronizationDialog onDone={endSession} />
    </>
  );
}
