import { campaignName } from './campaignName';

const languages = [
  { lang: 'it', name: 'Valutazione', description: '' },
  { lang: 'en', name: 'Assessment', description: '' },
  { lang: 'es', name: 'Evaluación', description: '' },
];

describe('campaignName (docs/behaviour.md §2.7)', () => {
  it("uses the browser's language", () => {
    expect(campaignName(languages, 'es-ES')).toBe('Evaluación');
    expect(campaignName(languages, 'it')).toBe('Valutazione');
  });

  it('falls back to English, then to the first language', () => {
    expect(campaignName(languages.slice(0, 2), 'es-ES')).toBe('Assessment');
    expect(campaignName([languages[0]!], 'es-ES')).toBe('Valutazione');
  });
});
