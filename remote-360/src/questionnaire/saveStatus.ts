import type { SaveStatus, ShownSaveStatus } from '@skillup/shared';

/**
 * The questionnaire's save status (docs/areas/feedback-360.md): the shared queue's, with the
 * answers of the page in hand counted as on this device only until the page is confirmed.
 */
export function questionnaireSaveStatus(queue: SaveStatus, unsent: boolean): ShownSaveStatus {
  if (!unsent) return queue;
  const pending = queue.pending + 1;
  if (queue.state === 'saved') return { state: queue.online ? 'unsent' : 'offline', pending, online: queue.online };
  return { ...queue, pending };
}
