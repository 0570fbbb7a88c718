import { atom } from 'jotai';
import { i18n } from '../i18n/instance';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/language';

const currentLanguageAtom = atom<Language>(DEFAULT_LANGUAGE);

/**
 * The interface language. Writing it switches the i18next instance at once, so every text
 * of the host and of the areas follows the same value.
 */
export const languageAtom = atom(
  (get) => get(currentLanguageAtom),
  (_get, set, lang: Language) => {
    set(currentLanguageAtom, lang);
    void i18n.changeLanguage(lang);
    if (typeof document !== 'undefined') document.documentElement.lang = lang;
  },
);
