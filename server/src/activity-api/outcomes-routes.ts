import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AssessedOutcomesParams,
  AssessedOutcomesResponse,
  OutcomesParams,
  OutcomesRequest,
  paths,
  WriteResponse,
} from '@skillup/shared/api/contract';
import { sessionOf } from '../auth/session-plugin';
import { errorResponses } from '../http/api-error';
import { assessedRun, ownRun, staffTest } from './access';
import { assessedOutcomes, writeOutcomes } from './outcomes-store';
import { routePattern } from '../http/route-pattern';
import { refuseUnstorable } from '../security/text-guard';

export const outcomesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * The user's own outcomes when userId is themself; otherwise the outcomes an assessor
   * gives an assessed user of their samples, kept apart per assessor.
   */
  app.post(
    routePattern(paths.outcomes, 'campaignId', 'testId', 'userId'),
    {
      schema: {
        params: OutcomesParams,
        body: OutcomesRequest,
        response: { 200: WriteResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { account } = sessionOf(request);
      const { values, version } = request.body;
      refuseUnstorable(values, 'values');
      if (request.params.userId === account.id) {
        const test = await ownRun(app.db, account, request.params);
        const result = await writeOutcomes(app.db, { kind: 'own', userId: account.id }, test.id, values, version);
        return { status: true as const, ...result };
      }
      const test = await assessedRun(app.db, account, request.params);
      const owner = { kind: 'assessor' as const, assessorId: account.id, assessedId: request.params.userId };
      const result = await writeOutcomes(app.db, owner, test.id, values, version);
      return { status: true as const, ...result };
    },
  );

  app.get(
    routePattern(paths.assessedOutcomes, 'testId', 'campaignId'),
    {
      schema: { params: AssessedOutcomesParams, response: { 200: AssessedOutcomesResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const { account } = sessionOf(request);
      const test = await staffTest(app.db, account, request.params.testId, request.params.campaignId);
      return { status: true as const, list: await assessedOutcomes(app.db, account.id, test) };
    },
  );
};
