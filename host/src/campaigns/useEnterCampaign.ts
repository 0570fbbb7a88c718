import { languageAtom } from '@skillup/shared/state';
import { toLanguage, type Language } from '@skillup/shared/i18n';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { selectCampaign } from '../api/campaigns';
import { loadSessionCache } from '../app/signInModules';

/**
 * Makes a campaign the session's current one and applies it: the campaign the areas read
 * from the query cache, its privacy notice, and the language the user works in. Answers whether privacy is accepted.
 */
export function useEnterCampaign() {
  const store = useStore();
  return useCallback(
    async (campaignId: number, lang: Language | undefined): Promise<{ privacy: boolean }> => {
      const [cache, response] = await Promise.all([loadSessionCache(), selectCampaign(campaignId, lang)]);
      cache.keepPrivacyAgreement(response.privacyAgreement);
      // The selection's answer is the authority on consent for this campaign.
      cache.keepSelectedCampaign({ ...response.campaign, privacy: response.privacy });
      store.set(languageAtom, toLanguage(response.campaign.user.lang ?? lang ?? response.campaign.lang));
      return { privacy: response.privacy };
    },
    [store],
  );
}
