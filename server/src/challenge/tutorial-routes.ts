import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChallengeTutorialParams, ChallengeTutorialResponse, MarkChallengeTutorialSeenRequest, paths } from '@skillup/shared/api/contract';
import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../auth/session-plugin';
import { findEnrolment } from '../campaigns/enrolments';
import { ApiError, campaignNotFound, errorResponses } from '../http/api-error';
import { requireConsent } from '../privacy/require-consent';

/** The caller's own enrolment in a challenge campaign; any other campaign has no such tutorial. */
async function challengeEnrolment(request: FastifyRequest, campaignId: number) {
  const { account } = sessionOf(request);
  const enrolment = await findEnrolment(request.server.db, account.id, campaignId);
  if (!enrolment) throw campaignNotFound();
  if (enrolment.theme !== 'ferrari-academy') throw new ApiError(422, 'NOT_A_CHALLENGE', 'this campaign has no challenge tutorial');
  return { userId: account.id, campaignId: enrolment.id };
}

/** docs/areas/challenge.md, "The tutorial": whether it was seen, kept per participant and campaign. */
export const challengeTutorialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = paths.challengeTutorial(':campaignId');

  app.get(
    route,
    {
      preHandler: requireConsent,
      schema: { params: ChallengeTutorialParams, response: { 200: ChallengeTutorialResponse, ...errorResponses(400, 401, 404, 422) } },
    },
    async (request) => {
      const { userId, campaignId } = await challengeEnrolment(request, request.params.campaignId);
      const row = await app.db
        .selectFrom('challenge_tutorials')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('campaign_id', '=', campaignId)
        .executeTakeFirst();
      return { status: true as const, seen: row !== undefined };
    },
  );

  app.put(
    route,
    {
      preHandler: requireConsent,
      schema: {
        params: ChallengeTutorialParams,
        body: MarkChallengeTutorialSeenRequest,
        response: { 200: ChallengeTutorialResponse, ...errorResponses(400, 401, 404, 422) },
      },
    },
    async (request) => {
      const { userId, campaignId } = await challengeEnrolment(request, request.params.campaignId);
      // The first time seen is kept: a second browser, or the old local flag sent again, changes nothing.
      await app.db
        .insertInto('challenge_tutorials')
        .values({ user_id: userId, campaign_id: campaignId })
        .onConflict((conflict) => conflict.columns(['user_id', 'campaign_id']).doNothing())
        .execute();
      return { status: true as const, seen: true };
    },
  );
};
