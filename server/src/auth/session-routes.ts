import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MeResponse, paths, StatusOk } from '@skillup/shared/api/contract';
import { errorResponses } from '../http/api-error';
import { clearSessionCookie, sessionOf } from './session-plugin';
import { deleteSession } from './sessions';
import { toUser } from './users';

/** Who is signed in, and signing out: routes of the signed-in scope (docs/architecture.md). */
export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(paths.me, { schema: { response: { 200: MeResponse, ...errorResponses(401) } } }, async (request) => ({
    status: true as const,
    user: toUser(sessionOf(request).account),
  }));

  app.post(paths.logout, { schema: { response: { 200: StatusOk, ...errorResponses(401) } } }, async (request, reply) => {
    await deleteSession(app.db, sessionOf(request).id);
    clearSessionCookie(request, reply);
    return { status: true as const };
  });
};
