import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { paths, UserCampaignResponse } from '@skillup/shared/api/contract';
import { rememberedRead, sessionOf } from '../auth/session-plugin';
import { ApiError, errorResponses } from '../http/api-error';
import { toUserCampaign } from './dto';
import { findEnteredEnrolment } from './enrolments';

/** The campaign the session has entered: its content, behind the privacy consent (app.ts). */
export const currentCampaignRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    paths.userCampaign,
    {
      schema: { response: { 200: UserCampaignResponse, ...errorResponses(401, 422) } },
    },
    async (request) => {
      let session = sessionOf(request);
      // A campaign entered a moment ago through another replica may not be in a kept session yet.
      if (session.campaignId === null) session = await app.freshSession(request);
      const { account, campaignId } = session;
      const enrolment =
        campaignId === null
          ? undefined
          : await rememberedRead(request, `enrolment:${campaignId}`, () => findEnteredEnrolment(app.db, account.id, campaignId));
      if (!enrolment) throw new ApiError(422, 'NO_SELECTED_CAMPAIGN', 'no selected campaign found');
      return { status: true as const, campaign: toUserCampaign(enrolment, account.privacy) };
    },
  );
};
