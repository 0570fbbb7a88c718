import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChallengeTutorialParams, ChallengeTutorialResponse, MarkChallengeTutorialSeenRequest, paths } from '@skillup/shared/api/contract';
import type { FastifyRequest } from 'fastify';
import { areaEnrolment, type AreaAccess } from '../campaigns/area-enrolment';
import { errorResponses } from '../http/api-error';
import { markTutorialSeen, tutorialSeen } from './tutorial-store';

const NOT_A_CHALLENGE = { code: 'NOT_A_CHALLENGE', message: 'this campaign has no challenge tutorial' };

/** The caller's own challenge enrolment: the key of their flag, read in any campaign they enter, set only in an open one. */
async function tutorialKey(request: FastifyRequest, campaignId: number, access: AreaAccess) {
  const { userId, enrolment } = await areaEnrolment(request, campaignId, 'challenge', NOT_A_CHALLENGE, access);
  return { userId, campaignId: enrolment.id };
}

/** docs/areas/challenge.md, "The tutorial": whether it was seen, kept per participant and campaign. */
export const challengeTutorialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = paths.challengeTutorial(':campaignId');

  app.get(
    route,
    {
      schema: { params: ChallengeTutorialParams, response: { 200: ChallengeTutorialResponse, ...errorResponses(400, 401, 404, 422) } },
    },
    async (request) => {
      const { userId, campaignId } = await tutorialKey(request, request.params.campaignId, 'read');
      return { status: true as const, seen: await tutorialSeen(app.db, userId, campaignId) };
    },
  );

  app.put(
    route,
    {
      schema: {
        params: ChallengeTutorialParams,
        body: MarkChallengeTutorialSeenRequest,
        response: { 200: ChallengeTutorialResponse, ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (request) => {
      const { userId, campaignId } = await tutorialKey(request, request.params.campaignId, 'write');
      await markTutorialSeen(app.db, userId, campaignId);
      return { status: true as const, seen: true };
    },
  );
};
