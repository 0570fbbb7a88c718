import { Box } from '@chakra-ui/react/box';
import { ErrorPanel, fullScreenAtom, Loading } from '@skillup/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { FromState } from '../campaigns/destination';
import { Header } from '../header/Header';
import { SynchronizationDialog, useQueueRunner } from '../queue';
import { useEndSession } from './useLogout';
import { useRestoredSession } from './useRestoredSession';

/** The guard of every private route: a session, or /login remembering where the user was going. */
export function PrivateLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useRestoredSession();
  const endSession = useEndSession();
  const fullScreen = useAtomValue(fullScreenAtom);
  useQueueRunner();

  if (session.status === 'signed-out') {
    const state: FromState = { from: { pathname: location.pathname, search: location.search } };
    return <Navigate to="/login" replace state={state} />;
  }
  if (session.status === 'restoring') return <Loading />;
  if (session.status === 'failed') {
    return (
      <Box px="6">
        <ErrorPanel title={t(session.messageKey)} onRetry={session.retry} />
      </Box>
    );
  }
  return (
    <>
      {/* docs/behaviour.md §2.9: behind a full-screen test the header is out of reach. */}
      <div inert={fullScreen}>
        <Header />
      </div>
      <Box as="main" px={{ base: '3', md: '6' }} maxW="6xl" mx="auto">
        <Outlet />
      </Box>
      <SynchronizationDialog onDone={endSession} />
    </>
  );
}
