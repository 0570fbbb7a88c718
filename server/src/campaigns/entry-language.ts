import { ApiError } from '../http/api-error';
import type { Enrolment } from './enrolments';

/** The language to enter a campaign in, or null when the user still has to choose. */
export function entryLanguage(enrolment: Enrolment, requested: string | undefined, userLang: string | null): string | null {
  const available = enrolment.languages.map((l) => l.lang);
  if (requested !== undefined && !available.includes(requested)) {
    throw new ApiError(422, 'LANGUAGE_NOT_AVAILABLE', `the campaign is not available in ${requested}`);
  }
  // The choice is final once made (docs/behaviour.md §2.7).
  if (enrolment.user_lang) return enrolment.user_lang;
  if (requested !== undefined) return requested;
  if (userLang && available.includes(userLang)) return userLang;
  return available.length === 1 ? available[0]! : null;
}
