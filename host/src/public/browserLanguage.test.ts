import { browserLanguage } from './browserLanguage';

describe('browserLanguage (public pages before the user has a language)', () => {
  it.each([
    [['es-ES', 'en'], 'es'],
    [['en-GB'], 'en'],
    [['fr-FR', 'de', 'it-CH'], 'it'],
    [['fr-FR', 'en-US'], 'en'],
    [['fr-FR', 'de'], 'it'],
    [[], 'it'],
  ])('%j → %s', (preferred, expected) => {
    expect(browserLanguage(preferred)).toBe(expected);
  });
});
