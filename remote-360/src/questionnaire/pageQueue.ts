import { getQueue, type Page360Data, type QueueItem } from '@skillup/shared';
import type { Answer360 } from '@skillup/shared/api/contract';
import type { Outgoing } from './draft';

/** Whose evaluation a page belongs to, and the campaign's 360 test it counts for. */
export interface EvaluationRef {
  userId: number;
  campaignId: number;
  testId: number;
  evaluee: number;
}

/** The later answers replace the earlier ones of the questions they name (a linked question: all its placements). */
export function mergeValues(earlier: readonly Answer360[], later: readonly Answer360[]): Answer360[] {
  const named = new Set(later.map((answer) => answer.questionId));
  return [...earlier.filter((answer) => !named.has(answer.questionId)), ...later];
}

function pendingPages(userId: number, campaignId: number): QueueItem[] {
  return getQueue()
    .pendingItems()
    .filter((item) => item.type === 'PAGE_360' && item.userId === userId && item.campaignId === campaignId);
}

/** The evaluation's page still waiting in the shared queue, if any. */
export function pendingPage(ref: Omit<EvaluationRef, 'testId'>): QueueItem | undefined {
  return pendingPages(ref.userId, ref.campaignId).find((item) => item.evaluee === ref.evaluee);
}

/** The people whose evaluation has a page this device has not delivered yet. */
export function evaluationsWithUnsentPages(userId: number, campaignId: number): Set<number> {
  return new Set(pendingPages(userId, campaignId).flatMap((item) => (item.evaluee === undefined ? [] : [item.evaluee])));
}

/**
 * Queues a confirmed page (docs/areas/feedback-360.md, "Sending pages"). The queue keeps one
 * item per evaluation, the newest, so the new item carries the answers of the one it replaces.
 */
export async function queuePage(ref: EvaluationRef, version: number, values: Answer360[], stored: string): Promise<void> {
  const waiting = pendingPage(ref)?.data as Page360Data | undefined;
  const data: Page360Data = { values: mergeValues(waiting?.values ?? [], values), stored };
  await getQueue().enqueue({ ...ref, type: 'PAGE_360', version, data });
}

/** Pages an older version left in its own outbox go into the queue as one item, the newest document with it. */
export async function moveOutbox(ref: EvaluationRef, outbox: readonly Outgoing[]): Promise<void> {
  const ordered = [...outbox].sort((a, b) => a.version - b.version);
  const last = ordered.at(-1);
  if (!last) return;
  const values = ordered.reduce<Answer360[]>((merged, page) => mergeValues(merged, page.values), []);
  await queuePage(ref, last.version, values, last.stored);
}
