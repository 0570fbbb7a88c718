import type { FastifyInstance } from 'fastify';
import { forbidden } from './api-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The session cookie is SameSite=Lax; on top of it, an API call that changes something and
 * declares an origin must come from the app's own: PUBLIC_URL's scheme, host and port. The
 * Host header is the client's to choose, so it proves nothing (docs/security.md).
 */
export function installCsrfGuard(app: FastifyInstance, publicUrl: string): void {
  const appOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (origin !== appOrigin) throw forbidden('cross-origin request refused');
  });
}
