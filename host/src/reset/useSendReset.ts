import { isApiError } from '@skillup/shared/api';
import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { LONG_NOTIFICATION_TIMEOUT_MS, notifyAtom } from '../app/notifications';
import { sendPasswordReset } from '../api/password';

/** Asks for the reset e-mail: a notification on success (docs/behaviour.md §8, §9), a form error otherwise. */
export function useSendReset() {
  const notify = useSetAtom(notifyAtom);
  const mutation = useMutation({
    mutationFn: (email: string) => sendPasswordReset({ email }),
    onSuccess: () => notify({ key: 'password-reset', status: 'success', messageKey: 'reset.sent', durationMs: LONG_NOTIFICATION_TIMEOUT_MS }),
  });
  const { error } = mutation;
  // A lost connection or a timeout says so; any refusal means the address is wrong.
  const errorKey = error ? (isApiError(error) && (error.kind === 'offline' || error.kind === 'timeout') ? error.messageKey : 'reset.failed') : null;
  // The failure is the form's to show (errorKey); the promise tells the debounce when the call is over.
  const send = (email: string) => mutation.mutateAsync(email).catch(() => undefined);
  return { send, pending: mutation.isPending, errorKey };
}
