import { isApiError } from '@skillup/shared/api';
import { type Language } from '@skillup/shared/i18n';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { destinationAfterLogin } from './destination';
import { useEnterCampaign } from './useEnterCampaign';

interface Choice {
  campaignId: number;
  lang: Language | undefined;
}

/**
 * docs/behaviour.md §2.7: enters a campaign, then the page first asked for, or /privacy until it
 * is accepted; the campaign stays pending until that page is there.
 */
export function useChooseCampaign() {
  const navigate = useNavigate();
  const location = useLocation();
  const enterCampaign = useEnterCampaign();
  const mutation = useMutation({
    mutationFn: ({ campaignId, lang }: Choice) => enterCampaign(campaignId, lang),
    onSuccess: async ({ privacy }) => {
      if (privacy) await navigate(destinationAfterLogin(location.state), { replace: true });
      else await navigate('/privacy', { replace: true, state: location.state });
    },
  });
  const { error } = mutation;
  const errorKey = error ? (isApiError(error) ? error.messageKey : 'errors.generic') : null;
  const enter = (campaignId: number, lang: Language | undefined) => mutation.mutateAsync({ campaignId, lang }).catch(() => undefined);
  return { enter, pendingId: mutation.isPending ? (mutation.variables?.campaignId ?? null) : null, errorKey };
}
