import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The token of `Authorization: Bearer <token>`, or null when the request has none. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1]! : null;
}

/**
 * Whether a token is the operations token. Both sides are hashed first, so the comparison
 * takes the same time whatever the length or the content of what was sent.
 */
export function opsTokenMatcher(opsToken: string): (token: string) => boolean {
  const expected = digest(opsToken);
  return (token) => timingSafeEqual(digest(token), expected);
}

/** Whether a request brings the operations token. */
export function opsTokenCheck(opsToken: string): (request: FastifyRequest) => boolean {
  const isOpsToken = opsTokenMatcher(opsToken);
  return (request) => {
    const token = bearerToken(request);
    return token !== null && isOpsToken(token);
  };
}
