import i18next, { type i18n as I18n } from 'i18next';
import { en, es, it } from './catalogues';
import { DEFAULT_LANGUAGE, LANGUAGES } from './language';

export const BASE_NAMESPACE = 'common';

/**
 * THE i18next instance of the application. Areas add their namespace to it with
 * addAreaCatalogue; nothing else may create one, or texts would stop following the
 * user's language.
 */
export const i18n: I18n = i18next.createInstance();

void i18n.init({
  resources: {
    it: { [BASE_NAMESPACE]: it },
    en: { [BASE_NAMESPACE]: en },
    es: { [BASE_NAMESPACE]: es },
  },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [BASE_NAMESPACE],
  defaultNS: BASE_NAMESPACE,
  // The catalogues are bundled: initialise synchronously so the first render has its texts.
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  // Keeps the console free for the application's own messages.
  showSupportNotice: false,
});
