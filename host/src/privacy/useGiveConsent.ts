import { isApiError } from '@skillup/shared/api';
import { useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { destinationAfterLogin } from '../campaigns/destination';
import { privacyAcceptedAtom } from './privacyAccepted';
import { giveConsent } from '../api/privacy';

/** docs/behaviour.md §2.6, §4: consent marks privacy accepted and opens the page first asked for. */
export function useGiveConsent() {
  const navigate = useNavigate();
  const location = useLocation();
  const accepted = useSetAtom(privacyAcceptedAtom);
  const [pending, setPending] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const consent = useCallback(async () => {
    setErrorKey(null);
    setPending(true);
    try {
      await giveConsent();
      accepted();
      await navigate(destinationAfterLogin(location.state), { replace: true });
    } catch (error) {
      setErrorKey(isApiError(error) ? error.messageKey : 'errors.generic');
      setPending(false);
    }
  }, [accepted, location.state, navigate]);

  return { consent, pending, errorKey };
}
