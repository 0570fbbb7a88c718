import { isApiError } from '@skillup/shared/api';
import { useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { LONG_NOTIFICATION_TIMEOUT_MS, notifyAtom } from '../app/notifications';
import { sendPasswordReset } from '../api/password';

/** Asks for the reset e-mail: a notification on success (docs/behaviour.md §8, §9), a form error otherwise. */
export function useSendReset() {
  const notify = useSetAtom(notifyAtom);
  const [pending, setPending] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const send = useCallback(
    async (email: string) => {
      setErrorKey(null);
      setPending(true);
      try {
        await sendPasswordReset({ email });
        notify({ key: 'password-reset', status: 'success', messageKey: 'reset.sent', durationMs: LONG_NOTIFICATION_TIMEOUT_MS });
      } catch (error) {
        // A lost connection or a timeout says so; any refusal means the address is wrong.
        setErrorKey(isApiError(error) && (error.kind === 'offline' || error.kind === 'timeout') ? error.messageKey : 'reset.failed');
      } finally {
        setPending(false);
      }
    },
    [notify],
  );

  return { send, pending, errorKey };
}
