import type { Action, MailId, Priority } from './data';

/** The scoring key: the priority each mail deserves, the best action and the acceptable ones. */
export const KEY: Record<MailId, { priority: Priority; action: Action; acceptable: Action[] }> = {
  board: { priority: 'high', action: 'reply', acceptable: [] },
  complaint: { priority: 'high', action: 'delegate', acceptable: ['reply'] },
  leave: { priority: 'medium', action: 'reply', acceptable: ['schedule'] },
  audit: { priority: 'medium', action: 'schedule', acceptable: ['delegate'] },
  supplier: { priority: 'low', action: 'schedule', acceptable: ['archive'] },
  canteen: { priority: 'low', action: 'archive', acceptable: [] },
};

/** A reply or a delegation counts as written when it says something: at least this many characters. */
export const MIN_NOTE_LENGTH = 30;
