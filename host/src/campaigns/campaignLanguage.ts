import { toLanguage, type Language } from '@skillup/shared/i18n';
import type { UserCampaignListEntry } from '@skillup/shared/api/contract';

/**
 * The language to enter a campaign in without asking (docs/behaviour.md §2.3, §2.7): the one the user
 * already chose for it, the campaign's only one, or the user's own when the campaign
 * offers it. Undefined means the user has to choose.
 */
export function campaignLanguage(campaign: UserCampaignListEntry, userLang: string | null): Language | undefined {
  if (campaign.user.lang) return toLanguage(campaign.user.lang);
  const offered = campaign.languages.map((l) => toLanguage(l.lang));
  if (offered.length === 1) return offered[0];
  if (userLang && offered.includes(toLanguage(userLang))) return toLanguage(userLang);
  return undefined;
}
