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
      const session = sessionOf(request);
      const { campaignId } = session;
      const enrolment =
        campaignId === null
          ? undefined
          : await rememberedRead(request, `enrolment:${campaignId}`, () => findEnteredEnrolment(app.db, session.account.id, campaignId));
      if (!enrolment) throw new ApiError(422, 'NO_SELECTED_CAMPAIGN', 'no selected campaign found');
      return { status: true as const, campaign: toUserCampaign(enrolment, session.account.privacy) };
    },
  );
};
