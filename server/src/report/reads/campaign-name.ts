import type { CampaignLanguageRow } from '../../db/schema';
import { localise } from '../../campaigns/localise';

/** A campaign is named per language in its language list: the reader's, else the first there is. */
export const campaignName = (languages: CampaignLanguageRow[], lang: string): string =>
  localise(Object.fromEntries(languages.map((language) => [language.lang, language.name])), lang) ?? '';
