import type { ShownSaveStatus } from '@skillup/shared';

export interface OutboxState {
  /** Pages waiting in the outbox. */
  outbox: number;
  /** Answers given since the last page went to the outbox. */
  unsent: boolean;
  /** A page is on its way to the server. */
  sending: boolean;
  /** The server answered the last attempt (false after a connection failure). */
  reachable: boolean;
  online: boolean;
}

/**
 * The questionnaire's own outbox told as a save status (docs/areas/feedback-360.md): saved on
 * the server only once every page has been sent and accepted; before Continue the page's
 * answers are on this device only.
 */
export function questionnaireSaveStatus({ outbox, unsent, sending, reachable, online }: OutboxState): ShownSaveStatus {
  const pending = outbox + (unsent ? 1 : 0);
  if (pending === 0 && !sending) return { state: 'saved', pending, online };
  if (!online || !reachable) return { state: 'offline', pending, online };
  if (sending || outbox > 0) return { state: 'sending', pending, online };
  return { state: 'unsent', pending, online };
}
