import { Box } from '@chakra-ui/react/box';
import { fullScreenAtom } from '@skillup/shared/state';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Header } from '../header/Header';
import { SynchronizationDialog } from '../queue';
import { useEndSession } from './useLogout';

/** What a signed-in person sees around every page: the header, the page, and the logout's synchronisation. */
export function SignedInFrame({ children }: { children: ReactNode }) {
  const endSession = useEndSession();
  const fullScreen = useAtomValue(fullScreenAtom);
  return (
    <>
      {/* docs/behaviour.md §2.9: behind a full-screen test the header is out of reach. */}
      <div inert={fullScreen}>
        <Header />
      </div>
      <Box as="main" px={{ base: '3', md: '6' }} maxW="6xl" mx="auto">
        {children}
      </Box>
      <SynchronizationDialog onDone={endSession} />
    </>
  );
}
