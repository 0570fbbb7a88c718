import type { ApiError } from './errors';

export type PrivacyRequiredHandler = (error: ApiError) => void;

let handler: PrivacyRequiredHandler | null = null;

/**
 * docs/behaviour.md §8: any call answered with NO_PRIVACY_CONSENT sends the user to /privacy. The host
 * owns the navigation; shared code only reports it. Returns the function that removes it.
 */
export function setPrivacyRequiredHandler(next: PrivacyRequiredHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

export function notifyPrivacyRequired(error: ApiError): void {
  handler?.(error);
}
