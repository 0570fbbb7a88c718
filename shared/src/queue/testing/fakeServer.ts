import type { QueueMethod, Transport, TransportResult } from '../transport';

export interface SentRequest {
  path: string;
  body: unknown;
  /** Only when the call is not a POST, as progress calls are. */
  method?: Exclude<QueueMethod, 'POST'>;
}

export type Answer = TransportResult | ((request: SentRequest) => TransportResult);

/** Answers the queue's calls from a script of answers per path prefix; records every call. */
export function fakeServer(defaultAnswer: Answer = ok()) {
  const sent: SentRequest[] = [];
  const scripted: Array<{ match: (path: string) => boolean; answers: Answer[] }> = [];
  let gate: Promise<void> | null = null;

  const transport: Transport = async (path, body, method = 'POST') => {
    const request: SentRequest = method === 'POST' ? { path, body } : { path, body, method };
    sent.push(request);
    if (gate) await gate;
    const rule = scripted.find((candidate) => candidate.match(path) && candidate.answers.length > 0);
    const answer = rule ? (rule.answers.shift() as Answer) : defaultAnswer;
    return typeof answer === 'function' ? answer(request) : answer;
  };

  return {
    transport,
    sent,
    /** The next answers to calls whose path starts with `prefix` (or matches). */
    answer(prefix: string | RegExp, ...answers: Answer[]) {
      const match = (path: string) => (typeof prefix === 'string' ? path.startsWith(prefix) : prefix.test(path));
      scripted.push({ match, answers });
    },
    /** Holds every answer until the returned function is called. */
    hold(): () => void {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return release;
    },
  };
}

export function ok(body: unknown = { status: true, applied: true, version: 0 }): TransportResult {
  return { kind: 'response', status: 200, body };
}

export function httpStatus(status: number, body: unknown = { status: false, code: 'ERROR', message: 'error' }): TransportResult {
  return { kind: 'response', status, body };
}

export const networkDown: TransportResult = { kind: 'network', message: 'Network Error' };
export const timedOut: TransportResult = { kind: 'timeout', message: 'timeout of 30000ms exceeded' };
