import { getUserCampaign, isApiError, languageAtom, selectedCampaignAtom, toLanguage } from '@skillup/shared';
import type { UserCampaign } from '@skillup/shared/api/contract';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useState } from 'react';

export type CurrentCampaign =
  | { status: 'ready'; campaign: UserCampaign }
  | { status: 'loading' }
  /** SPEC §8: the session has no campaign yet ('no selected campaign found'). */
  | { status: 'none' }
  /** SPEC §8: NO_PRIVACY_CONSENT. */
  | { status: 'no-consent' }
  | { status: 'failed'; messageKey: string };

type Outcome = { status: 'loading' } | { status: 'none' } | { status: 'no-consent' } | { status: 'failed'; messageKey: string };

/** The session's campaign: the one just selected, or the server's after a reload. */
export function useCurrentCampaign(): CurrentCampaign & { retry: () => void } {
  const store = useStore();
  const campaign = useAtomValue(selectedCampaignAtom);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (store.get(selectedCampaignAtom)) return;
    let current = true;
    setOutcome({ status: 'loading' });
    getUserCampaign().then(
      (restored) => {
        if (!current) return;
        store.set(languageAtom, toLanguage(restored.user.lang ?? restored.lang));
        store.set(selectedCampaignAtom, restored);
      },
      (error: unknown) => {
        if (!current) return;
        if (!isApiError(error) || error.kind === 'offline' || error.kind === 'timeout') {
          setOutcome({ status: 'failed', messageKey: isApiError(error) ? error.messageKey : 'errors.generic' });
        } else if (error.code === 'NO_PRIVACY_CONSENT') {
          setOutcome({ status: 'no-consent' });
        } else if (error.kind === 'http' && error.status !== undefined && error.status < 500) {
          setOutcome({ status: 'none' });
        } else if (error.kind === 'http') {
          setOutcome({ status: 'failed', messageKey: error.messageKey });
        }
        // 'unauthorised' is the expired-session handler's: it is already on its way to /login.
      },
    );
    return () => {
      current = false;
    };
  }, [store, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (campaign) return { status: 'ready', campaign, retry };
  return { ...outcome, retry };
}
