import { format, isValid, parse } from 'date-fns';

/** What a datetime-local input holds: a wall-clock time of the browser's zone, without one. */
const LOCAL_INPUT = "yyyy-MM-dd'T'HH:mm";

/** A moment of the API as a datetime-local input shows it, in the browser's zone; '' for none. */
export function inputOfMoment(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return isValid(date) ? format(date, LOCAL_INPUT) : '';
}

/** A datetime-local input's text as the API's moment: null when empty, undefined when it is no moment at all. */
export function momentOfInput(text: string): string | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const date = parse(trimmed, LOCAL_INPUT, new Date());
  return isValid(date) ? date.toISOString() : undefined;
}
