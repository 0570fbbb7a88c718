import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isAdmin } from '../auth/users';
import { forbidden, unauthorised } from '../http/api-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1]! : null;
}

/** Operations tools bring the ops token; people need a session with the admin role. */
export function adminGuard(opsToken: string) {
  const expected = digest(opsToken);
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (token !== null) {
      if (!timingSafeEqual(digest(token), expected)) throw unauthorised();
      return;
    }
    if (!request.session) throw unauthorised();
    if (!isAdmin(request.session.account)) throw forbidden('the admin role is required');
  };
}
