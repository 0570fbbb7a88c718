import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { paths, RpcParams, RpcRequest, RpcResponse } from '@skillup/shared/api/contract';
import { sessionOf } from '../auth/session-plugin';
import { ApiError, errorResponses } from '../http/api-error';
import { enrolledTest } from './access';
import { routePattern } from '../http/route-pattern';
import { runRpcAction } from './rpc-actions';

export const rpcRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    routePattern(paths.rpc, 'campaignId', 'testId'),
    {
      // docs/behaviour.md §5 answers a call without an action with its own message, not a schema error.
      attachValidation: true,
      schema: {
        params: RpcParams,
        body: RpcRequest,
        response: { 200: RpcResponse, ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (request) => {
      const body: unknown = request.body;
      const action = typeof body === 'object' && body !== null ? (body as { action?: unknown }).action : undefined;
      if (request.validationError?.validationContext === 'params') throw request.validationError;
      if (action === undefined || action === null || action === '') {
        throw new ApiError(422, 'ACTION_NOT_PROVIDED', 'action not provided');
      }
      if (request.validationError) throw request.validationError;
      const { account } = sessionOf(request);
      const test = await enrolledTest(app.db, account, request.params.testId, request.params.campaignId);
      const result = await runRpcAction(request.body.action, { db: app.db, userId: account.id, testId: test.id, now: new Date() }, request.body.data);
      return { status: true as const, result };
    },
  );
};
