import type { Localised } from '../db/schema';

export const FALLBACK_LANG = 'it';

/** The variant in `lang`, else Italian (SPEC §1), else whichever exists. */
export function localise(value: Localised, lang: string): string;
export function localise(value: Localised | null, lang: string): string | null;
export function localise(value: Localised | null, lang: string): string | null {
  if (!value) return null;
  return value[lang] ?? value[FALLBACK_LANG] ?? Object.values(value)[0] ?? '';
}
