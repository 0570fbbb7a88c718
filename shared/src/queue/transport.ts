import { http } from '../api/client';
import { isApiError } from '../api/errors';

/** What became of one call: an answer of the server, whatever its status, or none. */
export type TransportResult = { kind: 'response'; status: number; body: unknown } | { kind: 'network' | 'offline' | 'timeout'; message: string };

/** Progress is posted; an area's own state goes with the method its route already takes (docs/queue.md §4). */
export type QueueMethod = 'POST' | 'PUT' | 'PATCH';

export type Transport = (path: string, body: unknown, method?: QueueMethod) => Promise<TransportResult>;

/**
 * The queue's calls through the shared axios instance. Every status is an answer here: the
 * queue decides what a 401 or a 5xx means for the item, so neither reaches the session
 * expiry of the interceptor.
 */
export function httpTransport(timeoutMs: number): Transport {
  return async (path, body, method = 'POST') => {
    try {
      const response = await http.request<unknown>({
        method,
        url: path,
        data: body,
        timeout: timeoutMs,
        validateStatus: () => true,
        skipSessionExpiry: true,
      });
      return { kind: 'response', status: response.status, body: response.data };
    } catch (error) {
      // An adapter may still reject an error status; it is an answer all the same.
      if (isApiError(error) && error.status !== undefined) return { kind: 'response', status: error.status, body: null };
      if (isApiError(error) && (error.kind === 'offline' || error.kind === 'timeout')) {
        return { kind: error.kind, message: error.message };
      }
      return { kind: 'network', message: error instanceof Error ? error.message : String(error) };
    }
  };
}
