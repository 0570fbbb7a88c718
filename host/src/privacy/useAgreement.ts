import { getPrivacyAgreement, isApiError, privacyAgreementAtom } from '@skillup/shared';
import { useAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';

export type Agreement =
  | { status: 'loading' }
  | { status: 'ready'; html: string }
  /** Nobody is signed in: consent needs a session. */
  | { status: 'signed-out' }
  | { status: 'failed'; messageKey: string };

/** SPEC §2.6: the notice the campaign selection sent, or loaded when absent. */
export function useAgreement(): Agreement & { retry: () => void } {
  const [stored, setStored] = useAtom(privacyAgreementAtom);
  const [outcome, setOutcome] = useState<Agreement>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (stored !== null) return;
    let current = true;
    setOutcome({ status: 'loading' });
    getPrivacyAgreement().then(
      (html) => {
        if (current) setStored(html);
      },
      (error: unknown) => {
        if (!current) return;
        if (isApiError(error) && error.kind === 'unauthorised') setOutcome({ status: 'signed-out' });
        else setOutcome({ status: 'failed', messageKey: isApiError(error) ? error.messageKey : 'errors.generic' });
      },
    );
    return () => {
      current = false;
    };
  }, [stored, setStored, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (stored !== null) return { status: 'ready', html: stored, retry };
  return { ...outcome, retry };
}
