import { Box } from '@chakra-ui/react/box';
import { ErrorPanel, Loading } from '@skillup/shared/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { FromState } from '../campaigns/destination';
import { useQueueRunner } from '../queue';
import { SignedInFrame } from './SignedInFrame';
import { useRestoredSession } from './useRestoredSession';

/** The guard of every private route: a session, or /login remembering where the user was going. */
export function PrivateLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useRestoredSession();
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
    <SignedInFrame>
      <Outlet />
    </SignedInFrame>
  );
}
