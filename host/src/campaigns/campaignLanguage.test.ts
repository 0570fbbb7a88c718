import type { UserCampaignListEntry } from '@skillup/shared/api/contract';
import { campaignLanguage } from './campaignLanguage';

const entry = (langs: string[], saved: string | null = null): UserCampaignListEntry => ({
  id: 1,
  theme: 'skillup',
  languages: langs.map((lang) => ({ lang, name: `name ${lang}`, description: '' })),
  user: { lang: saved, accessDate: null },
});

describe('campaignLanguage', () => {
  it('keeps the language already chosen for the campaign', () => {
    expect(campaignLanguage(entry(['it', 'en', 'es'], 'ES_es'), 'it')).toBe('es');
  });

  it("takes the campaign's only language", () => {
    expect(campaignLanguage(entry(['en']), 'it')).toBe('en');
  });

  it("takes the user's language when the campaign offers it", () => {
    expect(campaignLanguage(entry(['it', 'en']), 'IT_it')).toBe('it');
  });

  it('leaves the choice to the user otherwise', () => {
    expect(campaignLanguage(entry(['it', 'en', 'es']), null)).toBeUndefined();
    expect(campaignLanguage(entry(['it', 'en']), 'es')).toBeUndefined();
  });
});
