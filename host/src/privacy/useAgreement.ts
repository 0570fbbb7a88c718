import { getPrivacyAgreement, isApiError, privacyAgreementAtom } from '@skillup/shared';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useState } from 'react';

export type Agreement =
  | { status: 'loading' }
  | { status: 'ready'; html: string }
  /** Nobody is signed in: consent needs a session. */
  | { status: 'signed-out' }
  /** The notice is the campaign's: the user has to choose one first (SPEC §8). */
  | { status: 'no-campaign' }
  | { status: 'failed'; messageKey: string };

/** SPEC §2.6: the notice the campaign selection sent, or loaded when absent. */
export function useAgreement(): Agreement & { retry: () => void } {
  const store = useStore();
  const stored = useAtomValue(privacyAgreementAtom);
  const [outcome, setOutcome] = useState<Agreement>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // Once per attempt: a logout from this page clears the notice, and must not fetch it again.
  useEffect(() => {
    if (store.get(privacyAgreementAtom) !== null) return;
    let current = true;
    setOutcome({ status: 'loading' });
    getPrivacyAgreement().then(
      (html) => {
        if (current) store.set(privacyAgreementAtom, html);
      },
      (error: unknown) => {
        if (!current) return;
        if (isApiError(error) && error.kind === 'unauthorised') setOutcome({ status: 'signed-out' });
        else if (isApiError(error) && error.code === 'NO_SELECTED_CAMPAIGN') setOutcome({ status: 'no-campaign' });
        else setOutcome({ status: 'failed', messageKey: isApiError(error) ? error.messageKey : 'errors.generic' });
      },
    );
    return () => {
      current = false;
    };
  }, [store, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (stored !== null) return { status: 'ready', html: stored, retry };
  return { ...outcome, retry };
}
