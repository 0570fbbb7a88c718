import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '@skillup/shared/api/contract';
import { hostCacheControl, IMMUTABLE, REVALIDATE } from './cache';
import { withActivitiesBase } from './activities-meta';

/** Paths that name a file or an API resource: a miss is a 404, never the single-page app. */
const isResourcePath = (path: string) =>
  path === '/api' || path.startsWith('/api/') || path.startsWith('/remotes/') || path.startsWith('/tests/');

const acceptsHtml = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');

function notFound(request: FastifyRequest, reply: FastifyReply) {
  const body: ErrorBody = { status: false, code: 'NOT_FOUND', message: `${request.method} ${request.url.split('?')[0]} not found` };
  return reply.code(404).type('application/json; charset=utf-8').send(body);
}

async function serveApp(app: FastifyInstance, reply: FastifyReply) {
  const { hostDistDir, activitiesOrigin } = app.settings;
  const indexPath = join(hostDistDir, 'index.html');
  if (!existsSync(indexPath)) {
    return reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .send(`The web app is not built: ${hostDistDir} has no index.html. Run \`npm run build\` at the repository root.`);
  }
  const html = withActivitiesBase(await readFile(indexPath, 'utf8'), `${activitiesOrigin}/tests/`);
  return reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').send(html);
}

/**
 * The files of the product: published remote versions (immutable) and the host, whose
 * index.html also answers every client-side route. The activities have an origin of their
 * own (activities-app.ts). Dot-files and dot-folders are never served.
 */
export const staticPlugin = fp(
  async (app) => {
    const { remoteStoreDir, hostDistDir } = app.settings;

    await app.register(fastifyStatic, {
      root: remoteStoreDir,
      prefix: '/remotes/',
      decorateReply: false,
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (reply) => reply.header('Cache-Control', IMMUTABLE),
    });

    await app.register(fastifyStatic, {
      root: hostDistDir,
      prefix: '/',
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('Cache-Control', hostCacheControl(filePath)),
    });

    app.get('/', (_request, reply) => serveApp(app, reply));
    app.get('/index.html', (_request, reply) => serveApp(app, reply));

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (!isResourcePath(path) && acceptsHtml(request)) return serveApp(app, reply);
      return notFound(request, reply);
    });
  },
  { name: 'static', dependencies: ['settings'] },
);
