import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { paths, UserTestsParams, UserTestsResponse } from '@skillup/shared/api/contract';
import { sessionOf } from '../auth/session-plugin';
import { findEnteredEnrolment } from '../campaigns/enrolments';
import { enrolmentLanguage } from '../campaigns/localise';
import { campaignNotFound, errorResponses } from '../http/api-error';
import { routePattern } from '../http/route-pattern';
import { campaignTestsWithStatus } from './campaign-tests';
import { toUserTest } from './dto';

/**
 * The participant's tests of a campaign they entered, with their progress. Registered in the
 * scope that asks for the privacy consent first (server/src/app.ts); the staff's list of tests
 * is the generic list GET /usertests (server/src/resources).
 */
export const assessmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    routePattern(paths.userTests, 'campaignId'),
    {
      schema: {
        params: UserTestsParams,
        response: { 200: UserTestsResponse, ...errorResponses(400, 401, 404, 422) },
      },
    },
    async (request) => {
      const { account } = sessionOf(request);
      const enrolment = await findEnteredEnrolment(app.db, account.id, request.params.campaignId);
      if (!enrolment) throw campaignNotFound();
      const rows = await campaignTestsWithStatus(app.db, enrolment.id, account.id);
      const lang = enrolmentLanguage(enrolment);
      return {
        status: true as const,
        usertests: rows.map(({ user_status, ...test }) => toUserTest(test, enrolment.company_id, user_status, lang)),
      };
    },
  );
};
