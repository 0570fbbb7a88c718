import { DEFAULT_LANGUAGE } from '@skillup/shared/api/contract';
import type { Localised } from '../db/schema';
import type { Enrolment } from './enrolments';

/** The variant in `lang`, else Italian (docs/behaviour.md §1), else whichever exists. */
export function localise(value: Localised, lang: string): string;
export function localise(value: Localised | null, lang: string): string | null;
export function localise(value: Localised | null, lang: string): string | null {
  if (!value) return null;
  return value[lang] ?? value[DEFAULT_LANGUAGE] ?? Object.values(value)[0] ?? '';
}

/** The language the user works in within a campaign: the one chosen for it, else Italian. */
export function enrolmentLanguage(enrolment: Pick<Enrolment, 'user_lang'>): string {
  return enrolment.user_lang ?? DEFAULT_LANGUAGE;
}
