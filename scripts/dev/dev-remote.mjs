// The one change the dev server makes to what the API says: the campaign's entry for the
// remote being developed points to that remote's dev server (docs/remotes.md, "Run one
// remote locally"). The server itself is never told: production has no such mode.

/**
 * @param {{ remotes?: Record<string, { version: string, url: string, fallback: unknown, area?: unknown } | undefined> }} answer
 *   a `GET /api/remotes` answer (shared/src/api/contract/remotes.ts)
 * @param {string} remote the registry name
 * @param {{ version: string, url: string }} ref the dev build's version and manifest
 */
export function withDevRemote(answer, remote, ref) {
  // The published default stays the fallback: with the dev server stopped the area still
  // loads, and the loader logs why. The area the published version declares stays too: the
  // host mounts an area where its declaration says (docs/remotes.md).
  const published = answer.remotes?.[remote];
  const area = published?.area ? { area: published.area } : {};
  return { ...answer, remotes: { ...answer.remotes, [remote]: { ...ref, fallback: published?.fallback ?? null, ...area } } };
}

/**
 * Express middleware for the host's dev server: asks the API for `/api/remotes` with the
 * browser's cookie and answers with the dev remote put in. Any other answer (401, 404…)
 * passes through unchanged.
 * @param {{ apiUrl: string, remote: string, ref: { version: string, url: string } }} options
 */
export function devRemotesMiddleware({ apiUrl, remote, ref }) {
  return async (req, res, next) => {
    if (req.method !== 'GET') return next();
    try {
      const headers = {};
      for (const name of ['cookie', 'accept-language', 'authorization']) {
        if (req.headers[name]) headers[name] = req.headers[name];
      }
      const upstream = await fetch(`${apiUrl}${req.originalUrl}`, { headers });
      const body = await upstream.text();
      res.status(upstream.status);
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Type', upstream.headers.get('content-type') ?? 'application/json; charset=utf-8');
      res.send(upstream.ok ? JSON.stringify(withDevRemote(JSON.parse(body), remote, ref)) : body);
    } catch (err) {
      next(err);
    }
  };
}
