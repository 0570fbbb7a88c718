import { checkToken, isApiError } from '@skillup/shared';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

export type TokenCheck = { status: 'checking' | 'valid' } | { status: 'failed'; messageKey: string };

/**
 * SPEC §2.5: the link of the reset e-mail is checked before the form shows. An unknown
 * user goes back to login; a spent token too, with the username ready in the form.
 */
export function useTokenCheck(token: string, email: string): TokenCheck & { retry: () => void } {
  const navigate = useNavigate();
  const [check, setCheck] = useState<TokenCheck>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setCheck({ status: 'checking' });
    checkToken({ token, email }).then(
      (answer) => {
        if (!current) return;
        if (answer.status) setCheck({ status: 'valid' });
        else if (answer.code === 'INVALID_TOKEN') void navigate('/login', { replace: true, state: { username: answer.username ?? email } });
        else void navigate('/login', { replace: true });
      },
      (error: unknown) => {
        if (current) setCheck({ status: 'failed', messageKey: isApiError(error) ? error.messageKey : 'errors.generic' });
      },
    );
    return () => {
      current = false;
    };
  }, [token, email, navigate, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...check, retry };
}
