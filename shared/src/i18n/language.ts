import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../api/contract/names';

export { LANGUAGES, DEFAULT_LANGUAGE, type Language } from '../api/contract/names';

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/**
 * A language code as the API and browsers write it (`IT_it`, `en-GB`, `es`) → the interface
 * language: only the part before '-' or '_' counts, and an unsupported one becomes English.
 * No code at all means the default, Italian.
 */
export function toLanguage(code: string | null | undefined): Language {
  if (!code) return DEFAULT_LANGUAGE;
  const base = code.split(/[-_]/, 1)[0]?.toLowerCase() ?? '';
  return isLanguage(base) ? base : 'en';
}
