import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '@skillup/shared/api/contract';
import { hostCacheControl, remoteCacheControl, REVALIDATE } from './cache';
import { withActivitiesBase } from './activities-meta';
import { isLoginErrorKey, withLoginShell } from './login-shell';
import { sourceMapGate } from './source-maps';
import { isSentAsRecorded, publishedFileGuard } from '../remotes/served-files';
import { acceptsHtml } from '../http/accepts-html';

/** Paths that name a file or an API resource: a miss is a 404, never the single-page app. */
const isResourcePath = (path: string) => path === '/api' || path.startsWith('/api/') || path.startsWith('/remotes/') || path.startsWith('/tests/');

const queryOf = (url: string) => url.split('?')[1] ?? '';

function notFound(request: FastifyRequest, reply: FastifyReply) {
  const body: ErrorBody = { status: false, code: 'NOT_FOUND', message: `${request.method} ${request.url.split('?')[0]} not found` };
  return reply.code(404).type('application/json; charset=utf-8').send(body);
}

/** index.html as last read, kept while the file is unchanged. */
function indexReader(hostDistDir: string) {
  let cached: { mtimeMs: number; html: string } | null = null;
  return (): string => {
    const file = join(hostDistDir, 'index.html');
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
}

/**
 * /login with its form in the HTML (docs/performance.md): revalidated on each load against
 * an ETag of its content, so a returning browser gets a 304 and paints from its cache.
 */
function serveLogin(request: FastifyRequest, reply: FastifyReply, indexHtml: string) {
  const error = (request.query as Record<string, unknown> | undefined)?.error;
  const html = withLoginShell(indexHtml, { error: isLoginErrorKey(error) ? error : null, year: new Date().getFullYear() });
  const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
  reply.header('Cache-Control', REVALIDATE).header('ETag', etag).header('Vary', 'accept-encoding');
  // Under `no-referrer` a browser posts the form with `Origin: null`, which the cross-origin
  // check refuses; `same-origin` sends the page's own origin and still no referrer elsewhere.
  reply.header('Referrer-Policy', 'same-origin');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('text/html; charset=utf-8').send(html);
}

function serveApp(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, readIndex: () => string) {
  const { hostDistDir } = app.settings;
  if (!existsSync(join(hostDistDir, 'index.html'))) {
    return reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .send(`The web app is not built: ${hostDistDir} has no index.html. Run \`npm run build\` at the repository root.`);
  }
  // The page names the activities' origin (docs/security.md), so one build runs behind any ACTIVITIES_URL.
  const html = withActivitiesBase(readIndex(), `${app.settings.activitiesOrigin}/tests/`);
  if (request.url.split('?')[0] === '/login') return serveLogin(request, reply, html);
  return reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').send(html);
}

/**
 * The files of the product: published remote versions (immutable, each file served only
 * while it matches its record: remotes/served-files.ts) and the host, whose
 * index.html also answers every client-side route; the activities have an origin of their
 * own (activities-app.ts). Each file is sent as its brotli or gzip copy made at build or
 * publish when the browser takes it (docs/performance.md). Dot-files and dot-folders are
 * never served; source maps only to operations (source-maps.ts).
 */
export const staticPlugin = fp(
  async (app) => {
    const { remoteStoreDir, hostDistDir } = app.settings;
    const readIndex = indexReader(hostDistDir);
    const allowedPath = sourceMapGate(app.settings.opsToken);

    await app.register(async (remotes) => {
      remotes.addHook('onRequest', publishedFileGuard(app.db, remoteStoreDir, app.log));
      await remotes.register(fastifyStatic, {
        root: remoteStoreDir,
        prefix: '/remotes/',
        decorateReply: false,
        index: false,
        preCompressed: true,
        dotfiles: 'ignore',
        cacheControl: false,
        allowedPath,
        setHeaders: (reply, filePath) => reply.header('Cache-Control', remoteCacheControl(filePath, isSentAsRecorded(reply.request))),
      });
    });

    await app.register(fastifyStatic, {
      root: hostDistDir,
      prefix: '/',
      index: false,
      preCompressed: true,
      dotfiles: 'ignore',
      cacheControl: false,
      allowedPath,
      setHeaders: (reply, filePath) => reply.header('Cache-Control', hostCacheControl(filePath, queryOf(reply.request.url))),
    });

    app.get('/', (request, reply) => serveApp(app, request, reply, readIndex));
    app.get('/index.html', (request, reply) => serveApp(app, request, reply, readIndex));

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (!isResourcePath(path) && acceptsHtml(request)) return serveApp(app, request, reply, readIndex);
      return notFound(request, reply);
    });
  },
  { name: 'static', dependencies: ['settings'] },
);
