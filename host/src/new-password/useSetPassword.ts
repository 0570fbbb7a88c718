import { isApiError } from '@skillup/shared/api';
import { useSetAtom } from 'jotai';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { browserTimezone } from '../forms';
import { serverRuleKeys } from './passwordRules';
import { LONG_NOTIFICATION_TIMEOUT_MS, notifyAtom } from '../app/notifications';
import { resetPassword } from '../api/password';

export interface PasswordFailure {
  messageKey: string;
  /** The server's rules the password broke (docs/behaviour.md §5), as i18n keys. */
  ruleKeys: string[];
}

/** Sends the new password; on success back to login with the username filled in (docs/behaviour.md §2.5, §8). */
export function useSetPassword(token: string, email: string) {
  const navigate = useNavigate();
  const notify = useSetAtom(notifyAtom);
  const mutation = useMutation({
    mutationFn: ({ password, confirmation }: { password: string; confirmation: string }) =>
      resetPassword({ email, token, password, password_confirmation: confirmation, timezone: browserTimezone() }),
    onSuccess: async ({ username }) => {
      notify({ key: 'password-reset', status: 'success', messageKey: 'newPassword.success', durationMs: LONG_NOTIFICATION_TIMEOUT_MS });
      await navigate('/login', { replace: true, state: { username: username || email } });
    },
  });
  const { error } = mutation;
  const connection = isApiError(error) && (error.kind === 'offline' || error.kind === 'timeout');
  const failure: PasswordFailure | null = error
    ? {
        messageKey: connection ? error.messageKey : 'newPassword.failed',
        ruleKeys: isApiError(error) ? serverRuleKeys(error.fieldErrors.password) : [],
      }
    : null;
  const save = (password: string, confirmation: string) => mutation.mutateAsync({ password, confirmation }).catch(() => undefined);
  return { save, pending: mutation.isPending, failure, clearFailure: mutation.reset };
}
