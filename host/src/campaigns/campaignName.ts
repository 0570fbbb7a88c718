import { pickLocalised } from '@skillup/shared/i18n';
import type { CampaignLanguage } from '@skillup/shared/api/contract';

/** docs/behaviour.md §2.7: the name in the browser's language, else English, else the first there is. */
export function campaignName(languages: CampaignLanguage[], browserLanguage: string): string {
  return pickLocalised(languages, browserLanguage, ['en'])?.name ?? '';
}

export function browserLanguage(): string {
  return typeof navigator === 'undefined' ? '' : navigator.language;
}
