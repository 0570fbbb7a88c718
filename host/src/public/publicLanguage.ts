import { isLanguage, toLanguage, type Language } from '@skillup/shared/i18n';
import { languageAtom, sessionUserAtom } from '@skillup/shared/state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { browserLanguage } from './browserLanguage';

/** The language chosen on the login page, kept for the next visit of this browser. */
export const CHOSEN_LANGUAGE_KEY = 'sk_fe:publicLanguage';

function chosenLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(CHOSEN_LANGUAGE_KEY);
    return stored !== null && isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The language of the public pages right now: the one chosen on the login page, else the browser's. */
export function publicLanguage(): Language {
  return chosenLanguage() ?? browserLanguage(window.navigator.languages ?? [window.navigator.language]);
}

/**
 * The language of a signed-in person's screens until a campaign's language is chosen: their own
 * when they have one, else still the public pages' (docs/behaviour.md §2.7), not Italian for
 * someone who has read the login page in English.
 */
export function signedInLanguage(userLang: string | null): Language {
  return userLang ? toLanguage(userLang) : publicLanguage();
}

/**
 * Public pages speak the language chosen on the login page, else the browser's (it, en, es;
 * Italian otherwise), until the user has one: once signed in, the user's language wins.
 * Answers how to choose.
 */
export function usePublicLanguage(): (lang: Language) => void {
  const user = useAtomValue(sessionUserAtom);
  const setLanguage = useSetAtom(languageAtom);

  useEffect(() => {
    if (user) return;
    setLanguage(publicLanguage());
  }, [user, setLanguage]);

  return useCallback(
    (lang: Language) => {
      try {
        window.localStorage.setItem(CHOSEN_LANGUAGE_KEY, lang);
      } catch {
        // Private browsing may refuse storage: the choice then lasts for this page only.
      }
      setLanguage(lang);
    },
    [setLanguage],
  );
}
