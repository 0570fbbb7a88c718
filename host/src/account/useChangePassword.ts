import { isApiError } from '@skillup/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { changePassword } from '../api/account';
import { LONG_NOTIFICATION_TIMEOUT_MS, notifyAtom } from '../app/notifications';
import { serverRuleKeys } from '../new-password/passwordRules';
import { accountQueryKey } from './accountQuery';

interface PasswordFields {
  current: string;
  password: string;
  confirmation: string;
}

/** Whoever has no password of their own yet chooses it where a forgotten one is recovered. */
const failureKey = (error: unknown) => {
  if (!isApiError(error)) return 'errors.generic';
  if (error.code === 'INVALID_PASSWORD') return 'newPassword.failed';
  return error.code === 'PASSWORD_NOT_SET' ? 'account.passwordNotChosen' : error.messageKey;
};

/**
 * docs/behaviour.md §2.17: sends the change; a wrong current password is told by its field, the
 * rules the server refused are listed, and success says how many other sessions it ended.
 */
export function useChangePassword(onChanged: () => void) {
  const queryClient = useQueryClient();
  const notify = useSetAtom(notifyAtom);
  const mutation = useMutation({
    mutationFn: (fields: PasswordFields) =>
      changePassword({ currentPassword: fields.current, password: fields.password, password_confirmation: fields.confirmation }),
    onSuccess: async ({ ended }) => {
      onChanged();
      notify({
        key: 'account-password',
        status: 'success',
        messageKey: 'account.passwordChanged',
        values: { count: ended },
        durationMs: LONG_NOTIFICATION_TIMEOUT_MS,
      });
      await queryClient.invalidateQueries({ queryKey: accountQueryKey });
    },
  });
  const error = mutation.error;
  const wrongCurrent = isApiError(error) && error.code === 'WRONG_PASSWORD';
  const failure =
    error && !wrongCurrent
      ? {
          messageKey: failureKey(error),
          ruleKeys: isApiError(error) ? serverRuleKeys(error.fieldErrors.password) : [],
        }
      : null;
  return { save: mutation.mutate, pending: mutation.isPending, wrongCurrent, failure, reset: mutation.reset };
}
