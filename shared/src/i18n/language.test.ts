import { toLanguage } from './language';

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
