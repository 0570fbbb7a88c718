import { isApiError } from '@skillup/shared/api';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { LoginState } from '../login/loginState';
import { checkToken } from '../api/password';

export type TokenCheck = { status: 'checking' | 'valid' } | { status: 'failed'; messageKey: string };

/**
 * docs/behaviour.md §2.5: the link of the reset e-mail is checked before the form shows. An
 * unknown user goes back to login; a spent token too, with the username ready in the form.
 * Either way the login page explains that the link can no longer be used.
 */
export function useTokenCheck(token: string, email: string): TokenCheck & { retry: () => void } {
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: ['checkToken', token, email],
    queryFn: () => checkToken({ token, email }),
    // The verdict of a link is taken once per visit: a cached "valid" must not outlive its use.
    gcTime: 0,
    staleTime: Infinity,
  });
  const answer = query.data;

  useEffect(() => {
    if (!answer || answer.status) return;
    const state: LoginState =
      answer.code === 'INVALID_TOKEN' ? { username: answer.username ?? email, resetLinkInvalid: true } : { resetLinkInvalid: true };
    void navigate('/login', { replace: true, state });
  }, [answer, email, navigate]);

  const retry = () => void query.refetch();
  if (query.isError) return { status: 'failed', messageKey: isApiError(query.error) ? query.error.messageKey : 'errors.generic', retry };
  if (answer?.status) return { status: 'valid', retry };
  return { status: 'checking', retry };
}
