import type { AdminCampaignLanguage, AdminRetention, AdminText } from '@skillup/shared/api/contract';
import { isValid, parseISO } from 'date-fns';
import type { Localised } from '../../db/schema';
import { sanitizeHtml } from '../../security/sanitize';
import { duplicateLanguage, endBeforeStart, invalidDate, invalidLogo, retentionOrder } from './errors';

/*
 * The rules of what HR writes, apart from the database: each either answers the value to
 * store or throws the refusal the API answers with.
 */

/** An instant of the API (ISO 8601, a date alone being midnight UTC); a day that does not exist is refused. */
export function parseInstant(value: string, field: string): Date {
  const date = parseISO(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (!isValid(date)) throw invalidDate(field);
  return date;
}

/** A calendar day, yyyy-mm-dd, that exists. */
export function checkDay(value: string, field: string): string {
  parseInstant(value, field);
  return value;
}

/** A change of retention on top of the current one; deleting before unlinking would skip the unlinking. */
export function checkRetention(current: AdminRetention, change: Partial<AdminRetention> | undefined): AdminRetention {
  const retention = { ...current, ...change };
  if (retention.deleteAfterDays < retention.anonymiseAfterDays) throw retentionOrder();
  return retention;
}

export function checkDates(start: Date, end: Date): void {
  if (end.getTime() <= start.getTime()) throw endBeforeStart();
}

/** An http(s) address only: a logo is loaded by every participant's browser. */
export function checkLogo(logo: string | null): string | null {
  if (logo === null) return null;
  let url: URL;
  try {
    url = new URL(logo.trim());
  } catch {
    throw invalidLogo();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalidLogo();
  return url.toString();
}

/** Each language once; names trimmed, descriptions sanitised as participants will read them. */
export function checkLanguages(languages: AdminCampaignLanguage[]): AdminCampaignLanguage[] {
  const seen = new Set<string>();
  return languages.map(({ lang, name, description }) => {
    if (seen.has(lang)) throw duplicateLanguage(lang);
    seen.add(lang);
    return { lang, name: name.trim(), description: sanitizeHtml(description) };
  });
}

/** The languages that say something, trimmed: a blank variant would hide the Italian fallback. */
export function filledText(text: AdminText): Localised {
  const filled: Localised = {};
  for (const [lang, value] of Object.entries(text)) if (typeof value === 'string' && value.trim() !== '') filled[lang] = value.trim();
  return filled;
}

/** HTML per language, sanitised: what HR reads back is what participants are shown. */
export function sanitisedText(text: AdminText): Localised | null {
  const filled = filledText(text);
  const entries = Object.entries(filled).map(([lang, value]) => [lang, sanitizeHtml(value)] as const);
  return entries.length === 0 ? null : Object.fromEntries(entries);
}

export const hasName = (languages: { name: string }[]) => languages.some((language) => language.name.trim() !== '');

/**
 * Whether the prerequisites, test id → the ids it waits for, make some test wait for itself,
 * directly or through others: such a test could never start.
 */
export function hasPrerequisiteCycle(prerequisites: ReadonlyMap<number, readonly number[]>): boolean {
  const done = new Set<number>();
  const onPath = new Set<number>();
  const visit = (id: number): boolean => {
    if (onPath.has(id)) return true;
    if (done.has(id)) return false;
    onPath.add(id);
    for (const next of prerequisites.get(id) ?? []) if (visit(next)) return true;
    onPath.delete(id);
    done.add(id);
    return false;
  };
  return [...prerequisites.keys()].some(visit);
}
