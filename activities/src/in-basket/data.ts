import { isRecord } from '../common/score';

export const PRIORITIES = ['high', 'medium', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const ACTIONS = ['reply', 'delegate', 'schedule', 'archive'] as const;
export type Action = (typeof ACTIONS)[number];

export const MAIL_IDS = ['board', 'leave', 'complaint', 'canteen', 'supplier', 'audit'] as const;
export type MailId = (typeof MAIL_IDS)[number];

export interface MailAnswer {
  priority: Priority | null;
  action: Action | null;
  /** The reply or the instructions to whoever the mail is delegated to. */
  note: string;
}

export interface InBasketData {
  v: 1;
  current: MailId;
  mails: Partial<Record<MailId, MailAnswer>>;
}

export const emptyInBasket = (): InBasketData => ({ v: 1, current: MAIL_IDS[0], mails: {} });

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T);

export function restoreInBasket(raw: unknown): InBasketData | null {
  if (!isRecord(raw) || raw.v !== 1 || !oneOf(MAIL_IDS, raw.current) || !isRecord(raw.mails)) return null;
  const mails: InBasketData['mails'] = {};
  for (const [id, answer] of Object.entries(raw.mails)) {
    if (!oneOf(MAIL_IDS, id) || !isRecord(answer)) return null;
    const { priority, action, note } = answer;
    if (priority !== null && !oneOf(PRIORITIES, priority)) return null;
    if (action !== null && !oneOf(ACTIONS, action)) return null;
    if (typeof note !== 'string') return null;
    mails[id] = { priority, action, note };
  }
  return { v: 1, current: raw.current, mails };
}

export const isHandled = (answer: MailAnswer | undefined) => Boolean(answer?.priority && answer.action);
