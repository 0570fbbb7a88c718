import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LogRequest, paths, StatusOk } from '@skillup/shared/api/contract';
import { errorResponses } from '../http/api-error';
import { registerFormBodies } from '../test-support/form-body';
import { refuseUnstorable } from '../test-support/text-guard';

/**
 * What the browser reports (queue failures, remote fallbacks): kept and logged. JSON from
 * the logs queue, form data from a beacon on page leave (field `data` in both).
 */
export const logRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await registerFormBodies(app);
  app.post(
    paths.logs,
    { schema: { body: LogRequest, response: { 200: StatusOk, ...errorResponses(400, 413, 415) } } },
    async (request) => {
      refuseUnstorable(request.body.data, 'data');
      const userId = request.session?.account.id ?? null;
      await app.db.insertInto('logs').values({ user_id: userId, data: request.body.data }).execute();
      request.log.warn({ clientLog: request.body.data, userId }, 'client log');
      return { status: true as const };
    },
  );
};
