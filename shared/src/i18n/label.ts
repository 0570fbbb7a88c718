import { DEFAULT_LANGUAGE, toLanguage, type Language } from './language';

/**
 * The variant of a localised text in `lang`, else in the fallbacks in order (Italian unless
 * told otherwise, docs/behaviour.md §1), else the first there is.
 */
export function pickLocalised<T extends { lang: string }>(
  variants: readonly T[],
  lang: string,
  fallbacks: readonly Language[] = [DEFAULT_LANGUAGE],
): T | undefined {
  for (const wanted of [toLanguage(lang), ...fallbacks]) {
    const found = variants.find((variant) => toLanguage(variant.lang) === wanted);
    if (found) return found;
  }
  return variants[0];
}
