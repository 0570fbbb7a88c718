import { isApiError } from '@skillup/shared/api';
import { type Language } from '@skillup/shared/i18n';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { destinationAfterLogin } from './destination';
import { useEnterCampaign } from './useEnterCampaign';

/** docs/behaviour.md §2.7: enters a campaign, then the page first asked for, or /privacy until it is accepted. */
export function useChooseCampaign() {
  const navigate = useNavigate();
  const location = useLocation();
  const enterCampaign = useEnterCampaign();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const enter = useCallback(
    async (campaignId: number, lang: Language | undefined) => {
      setErrorKey(null);
      setPendingId(campaignId);
      try {
        const { privacy } = await enterCampaign(campaignId, lang);
        if (privacy) await navigate(destinationAfterLogin(location.state), { replace: true });
        else await navigate('/privacy', { replace: true, state: location.state });
      } catch (error) {
        setErrorKey(isApiError(error) ? error.messageKey : 'errors.generic');
        setPendingId(null);
      }
    },
    [enterCampaign, location.state, navigate],
  );

  return { enter, pendingId, errorKey };
}
