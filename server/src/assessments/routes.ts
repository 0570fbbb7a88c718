import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { paths, TestModelListResponse, UserTestsQuery, UserTestsResponse } from '@skillup/shared/api/contract';
import { sessionOf } from '../auth/session-plugin';
import { findEnteredEnrolment } from '../campaigns/enrolments';
import { enrolmentLanguage } from '../campaigns/localise';
import { ApiError, campaignNotFound, errorResponses } from '../http/api-error';
import { requireConsent } from '../privacy/require-consent';
import { listResource, usertestsResource } from '../resources';
import { toUserTest } from './dto';

export const assessmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    paths.userTests,
    {
      // A participant's own view waits for their consent; the staff's list by company does not.
      preHandler: async (request) => {
        if (request.query.campaignId !== undefined) await requireConsent(request);
      },
      schema: {
        querystring: UserTestsQuery,
        response: { 200: Type.Union([UserTestsResponse, TestModelListResponse]), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { campaignId, companyId } = request.query;
      // By company, the generic list of docs/behaviour.md §7.2; by campaign, the participant's own view.
      if (companyId !== undefined && campaignId === undefined) {
        return listResource(app, request, usertestsResource, { companyId });
      }
      if (campaignId === undefined) throw new ApiError(400, 'BAD_REQUEST', 'campaignId or companyId is required');
      const { account } = sessionOf(request);
      const enrolment = await findEnteredEnrolment(app.db, account.id, campaignId);
      if (!enrolment) throw campaignNotFound();
      const rows = await app.db
        .selectFrom('tests')
        .leftJoin('user_tests', (join) => join.onRef('user_tests.test_id', '=', 'tests.id').on('user_tests.user_id', '=', account.id))
        .where('tests.campaign_id', '=', enrolment.id)
        .selectAll('tests')
        .select('user_tests.status as user_status')
        .orderBy('tests.position')
        .orderBy('tests.id')
        .execute();
      const lang = enrolmentLanguage(enrolment);
      return {
        status: true as const,
        usertests: rows.map(({ user_status, ...test }) => toUserTest(test, enrolment.company_id, user_status, lang)),
      };
    },
  );
};
