import localforage from 'localforage';
import type { Answer360 } from '@skillup/shared/api/contract';
import { emptyAnswers, type Answers } from './answers';

/** A page an older version of the questionnaire kept in its own outbox, before pages went through the shared queue. */
export interface Outgoing {
  version: number;
  values: Answer360[];
  stored: string;
}

/** What the browser keeps of one questionnaire, written on every answer. */
export interface Draft {
  page: number;
  answers: Answers;
  /** The last version handed out to a page of this evaluation. */
  version: number;
  /** Answers given since the last page was confirmed: on this device only until a page is queued. */
  unsent: boolean;
}

/** A draft as read back, with the pages of an older version's outbox still to move into the queue. */
export interface ReadDraft {
  draft: Draft;
  outbox: Outgoing[];
}

const store = localforage.createInstance({ name: 'skillup', storeName: 'feedback360' });

const keyOf = (userId: number, campaignId: number, evaluee: number) => `sk_fe:360:${userId}:${campaignId}:${evaluee}`;

export async function readDraft(userId: number, campaignId: number, evaluee: number): Promise<ReadDraft | null> {
  const kept = await store.getItem<Omit<Draft, 'unsent'> & { unsent?: boolean; outbox?: Outgoing[] }>(keyOf(userId, campaignId, evaluee));
  if (!kept) return null;
  const { outbox, unsent, ...rest } = kept;
  // A draft written before `unsent` was kept may hold answers the server never had.
  return { draft: { ...rest, unsent: unsent ?? true }, outbox: Array.isArray(outbox) ? outbox : [] };
}

export async function writeDraft(userId: number, campaignId: number, evaluee: number, draft: Draft): Promise<void> {
  await store.setItem(keyOf(userId, campaignId, evaluee), draft);
}

export async function removeDraft(userId: number, campaignId: number, evaluee: number): Promise<void> {
  await store.removeItem(keyOf(userId, campaignId, evaluee));
}

/** The stored 360 document: the page reached and the answers, as a JSON string. */
export function serialiseStored(page: number, answers: Answers): string {
  return JSON.stringify({ page, answers });
}

export class StoredDataError extends Error {
  override readonly name = 'StoredDataError';
}

/** Reads the stored 360 document; one that does not parse is an error, logged as such. */
export function parseStored(text: string | null): { page: number; answers: Answers } | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as { page?: unknown; answers?: Partial<Answers> };
    if (
      typeof value !== 'object' ||
      value === null ||
      typeof value.page !== 'number' ||
      typeof value.answers !== 'object' ||
      value.answers === null
    ) {
      throw new Error('not a 360 document');
    }
    return { page: value.page, answers: { ...emptyAnswers(), ...value.answers } };
  } catch (error) {
    console.error('FAILED TO PARSE JSON', error);
    throw new StoredDataError('FAILED TO PARSE JSON');
  }
}
