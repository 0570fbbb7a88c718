import { isApiError } from '@skillup/shared/api';
import { useMutation } from '@tanstack/react-query';
import { endOtherSessions } from '../api/account';
import { useLogout } from '../session/useLogout';

/**
 * docs/behaviour.md §2.17: the other sessions end on the server first; this one then logs out
 * the usual way, so answers still queued here are sent before it ends (§2.15).
 */
export function useSignOutEverywhere() {
  const logout = useLogout();
  const mutation = useMutation({ mutationFn: endOtherSessions, onSuccess: () => logout() });
  const errorKey = mutation.isError ? (isApiError(mutation.error) ? mutation.error.messageKey : 'errors.generic') : null;
  return { run: () => mutation.mutate(), pending: mutation.isPending, errorKey };
}
