import { browserLanguage, toLanguage } from './language';

describe('toLanguage (docs/behaviour.md §1)', () => {
  it.each([
    ['IT_it', 'it'],
    ['it', 'it'],
    ['en-GB', 'en'],
    ['EN_us', 'en'],
    ['es_ES', 'es'],
    ['fr-FR', 'en'],
    ['de', 'en'],
  ])('%s → %s', (code, expected) => {
    expect(toLanguage(code)).toBe(expected);
  });

  it('falls back to Italian, the default, when there is no code', () => {
    expect(toLanguage(null)).toBe('it');
    expect(toLanguage(undefined)).toBe('it');
    expect(toLanguage('')).toBe('it');
  });
});

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
