import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error';

/** Far deeper than any body the app or an activity sends, a beacon's items included (activity-api/beacon.ts). */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/**
 * Whether the arrays and objects of a JSON text nest deeper than `limit`, read from the text
 * before it is parsed: brackets inside strings do not count. A malformed text is left to the
 * parser to refuse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (OPENERS.has(c)) {
      depth++;
      if (depth > limit) return true;
    } else if (CLOSERS.has(c)) depth--;
  }
  return false;
}

/**
 * Fastify's own JSON parser behind a depth check. A JSON body nested a few thousand deep
 * parses, but whatever walks it next (serialising it again, PostgreSQL reading it as jsonb)
 * runs out of stack: a 500 for what is the sender's fault. Such a body is refused first,
 * whatever the route and whether or not its schema looks inside.
 */
export function installJsonBodies(app: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new ApiError(400, 'JSON_TOO_DEEP', `the JSON body is nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    parse(request, text, done);
  });
}
