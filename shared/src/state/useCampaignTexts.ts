import { useAtomValue } from 'jotai';
import type { CampaignLanguage, UserCampaign } from '../api/contract';
import { pickLocalised } from '../i18n/label';
import { languageAtom } from './language';

/** The campaign's name and description in the interface language, else in Italian. */
export function useCampaignTexts(campaign: Pick<UserCampaign, 'languages'>): CampaignLanguage | undefined {
  return pickLocalised(campaign.languages, useAtomValue(languageAtom));
}
