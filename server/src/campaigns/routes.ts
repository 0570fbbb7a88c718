import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, paths, SelectCampaignRequest, SelectCampaignResponse, UserCampaignListResponse } from '@skillup/shared/api/contract';
import { sessionOf } from '../auth/session-plugin';
import { selectSessionCampaign } from '../auth/sessions';
import { ApiError, campaignNotFound, errorResponses } from '../http/api-error';
import { sanitizeNullableHtml } from '../security/sanitize';
import { toListEntry, toUserCampaign } from './dto';
import { entryLanguage } from './entry-language';
import { findEnteredEnrolment, listEnrolments, recordCampaignEntry } from './enrolments';

export const campaignRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    paths.userCampaignList,
    {
      schema: { response: { 200: UserCampaignListResponse, ...errorResponses(401) } },
    },
    async (request) => {
      const { account } = sessionOf(request);
      return (await listEnrolments(app.db, account.id)).map(toListEntry);
    },
  );

  app.post(
    paths.selectCampaign(':id'),
    {
      // The client may post no body at all: that is an empty request, not a malformed one.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        params: IdParam,
        body: SelectCampaignRequest,
        response: { 200: SelectCampaignResponse, ...errorResponses(400, 401, 404, 422) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { account } = session;
      const enrolment = await findEnteredEnrolment(app.db, account.id, request.params.id);
      if (!enrolment) throw campaignNotFound();
      const lang = entryLanguage(enrolment, request.body.lang, account.lang);
      if (lang === null) throw new ApiError(422, 'LANGUAGE_REQUIRED', 'choose the language of the campaign');
      await recordCampaignEntry(app.db, account.id, enrolment.id, lang);
      await selectSessionCampaign(app.db, session.id, enrolment.id);
      const entered = await findEnteredEnrolment(app.db, account.id, enrolment.id);
      if (!entered) throw campaignNotFound();
      return {
        status: true as const,
        privacy: account.privacy,
        privacyAgreement: sanitizeNullableHtml(entered.privacy_agreement),
        campaign: toUserCampaign(entered, account.privacy),
      };
    },
  );
};
