import { createStore } from 'jotai';
import { i18n } from '../i18n/instance';
import { languageAtom } from './language';

describe('languageAtom', () => {
  afterEach(() => i18n.changeLanguage('it'));

  it('switches the i18next instance and the document language with it', () => {
    const store = createStore();
    store.set(languageAtom, 'en');
    expect(store.get(languageAtom)).toBe('en');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
