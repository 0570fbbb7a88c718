import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@skillup/shared/i18n';

/**
 * The language a public page speaks before the user has one: the first of the browser's
 * languages the product has (it, en, es), Italian otherwise.
 */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const code of preferred) {
    const base = code.split(/[-_]/, 1)[0]?.toLowerCase() ?? '';
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
