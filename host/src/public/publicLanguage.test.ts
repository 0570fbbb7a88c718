import { CHOSEN_LANGUAGE_KEY, signedInLanguage } from './publicLanguage';

function browserSpeaks(...languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => languages });
}

describe('signedInLanguage', () => {
  afterEach(() => {
    window.localStorage.clear();
    browserSpeaks('it-IT');
  });

  it("is the person's own language when they have one, whatever the browser speaks", () => {
    browserSpeaks('en-US');
    expect(signedInLanguage('es')).toBe('es');
  });

  it("without one, stays in the browser's language instead of turning Italian", () => {
    browserSpeaks('es-ES', 'en');
    expect(signedInLanguage(null)).toBe('es');
  });

  it('without one, keeps the language chosen on the login page over the browser', () => {
    browserSpeaks('es-ES');
    window.localStorage.setItem(CHOSEN_LANGUAGE_KEY, 'en');
    expect(signedInLanguage(null)).toBe('en');
  });
});
