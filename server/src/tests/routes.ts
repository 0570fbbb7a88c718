import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CampaignIdQuery, paths, UserTestsResponse } from '@skillup/shared/api/contract';
import { requireSession, sessionOf } from '../auth/session-plugin';
import { findEnrolment } from '../campaigns/enrolments';
import { enrolmentLanguage } from '../campaigns/localise';
import { campaignNotFound, errorResponses } from '../http/api-error';
import { requireConsent } from '../privacy/require-consent';
import { toUserTest } from './dto';

export const testRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    paths.userTests,
    {
      onRequest: requireSession,
      preHandler: requireConsent,
      schema: { querystring: CampaignIdQuery, response: { 200: UserTestsResponse, ...errorResponses(400, 401, 404, 422) } },
    },
    async (request) => {
      const { account } = sessionOf(request);
      const enrolment = await findEnrolment(app.db, account.id, request.query.campaignId);
      if (!enrolment) throw campaignNotFound();
      const rows = await app.db
        .selectFrom('tests')
        .leftJoin('user_tests', (join) =>
          join.onRef('user_tests.test_id', '=', 'tests.id').on('user_tests.user_id', '=', account.id),
        )
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
