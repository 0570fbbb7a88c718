import type { ApiError } from './errors';

export type SessionExpiredHandler = (error: ApiError) => void;

let handler: SessionExpiredHandler | null = null;

/**
 * The host decides what an expired session means for the page (clear the session, go to
 * /login keeping the origin); shared code only reports it, so it never imports the host.
 * Returns the function that removes the handler.
 */
export function setSessionExpiredHandler(next: SessionExpiredHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

export function notifySessionExpired(error: ApiError): void {
  handler?.(error);
}
