import type { QueueItem } from './item';
import { QueueValidationError, validateQueueItem, type QueueItemInput } from './validate';

/** Marks a file of answers skipped on logout (docs/queue.md §8). */
export const ITEMS_FILE_KIND = 'skillup-pending-answers/1';

const ITEM_FIELDS = new Set(['campaignId', 'testId', 'userId', 'evaluee', 'type', 'version', 'status', 'data', 'sync']);

/** Why a file was refused, as a key of the interface's texts (queue.uploadErrors.*). */
export type ItemsFileProblem = 'notAFile' | 'otherPerson' | 'invalidItem';

export class ItemsFileError extends QueueValidationError {
  constructor(
    readonly problem: ItemsFileProblem,
    message: string,
  ) {
    super(message);
  }
}

/** The file a participant can hand to support: the items as they were queued, without retry state. */
export function itemsFile(userId: number, items: readonly QueueItem[], at: Date): string {
  return JSON.stringify(
    {
      kind: ITEMS_FILE_KIND,
      userId,
      savedAt: at.toISOString(),
      items: items.map(({ retry: _retry, ...item }) => item),
    },
    null,
    2,
  );
}

/**
 * Reads such a file back: each item validated as the queue validates a new one, and every
 * item of the person the file names (of `userId` too, when given). A file that is not one,
 * or that mixes in another person's answers, is refused as a whole.
 */
export function readItemsFile(text: string, userId?: number): QueueItem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ItemsFileError('notAFile', 'Not a file of pending answers');
  }
  const file = parsed as { kind?: unknown; userId?: unknown; items?: unknown } | null;
  if (typeof file !== 'object' || file === null || file.kind !== ITEMS_FILE_KIND || !Array.isArray(file.items)) {
    throw new ItemsFileError('notAFile', 'Not a file of pending answers');
  }
  const owner = file.userId;
  if (!Number.isSafeInteger(owner) || (userId !== undefined && owner !== userId)) {
    throw new ItemsFileError('otherPerson', 'The answers in this file belong to another person');
  }
  return file.items.map((raw: unknown) => {
    if (typeof raw !== 'object' || raw === null || Object.keys(raw).some((key) => !ITEM_FIELDS.has(key))) {
      throw new ItemsFileError('invalidItem', 'Invalid tracking data');
    }
    let item: QueueItem;
    try {
      item = validateQueueItem(raw as QueueItemInput);
    } catch (error) {
      throw new ItemsFileError('invalidItem', (error as Error).message);
    }
    if (item.userId !== owner) throw new ItemsFileError('otherPerson', 'The answers in this file belong to another person');
    return item;
  });
}
