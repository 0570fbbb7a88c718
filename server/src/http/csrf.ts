import type { FastifyInstance } from 'fastify';
import { appOrigins } from '../config/app-origins';
import type { AuthSettings } from '../config/auth-settings';
import { ApiError } from './api-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The session cookie is SameSite=Lax; on top of it, a request that changes something and
 * declares an origin must come from a page of the app: PUBLIC_URL's scheme, host and port
 * (config/app-origins.ts). Whatever its path: the router decodes a path the raw URL spells
 * otherwise (`/%61pi/auth/login`), and nothing of this origin takes a change outside the API,
 * so no path is worth telling apart. The Host header is the client's to choose, so it proves
 * nothing (docs/security.md). A refusal says where the app is, so that whoever opened it at
 * another address is told so rather than that their password is wrong.
 */
export function installCsrfGuard(app: FastifyInstance, auth: Pick<AuthSettings, 'publicUrl' | 'loopbackAliases'>): void {
  const allowed = new Set(appOrigins(auth));
  const appUrl = auth.publicUrl;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (!allowed.has(origin))
      throw new ApiError(403, 'FOREIGN_ORIGIN', `cross-origin request refused: open the application from ${appUrl}`, { appUrl });
  });
}
