import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { paths, PrivacyAgreementResponse, StatusOk } from '@skillup/shared/api/contract';
import { sessionOf } from '../auth/session-plugin';
import { findEnteredEnrolment } from '../campaigns/enrolments';
import { ApiError, errorResponses } from '../http/api-error';
import { sanitizeHtml } from '../security/sanitize';
import { recordConsent } from './consent-store';

export const privacyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(paths.privacyAgreement, { schema: { response: { 200: PrivacyAgreementResponse, ...errorResponses(401, 422) } } }, async (request) => {
    let session = sessionOf(request);
    if (session.campaignId === null) session = await app.freshSession(request);
    const enrolment = session.campaignId === null ? undefined : await findEnteredEnrolment(app.db, session.account.id, session.campaignId);
    if (!enrolment) throw new ApiError(422, 'NO_SELECTED_CAMPAIGN', 'no selected campaign found');
    return { status: true as const, privacy: sanitizeHtml(enrolment.privacy_agreement ?? '') };
  });

  app.post(paths.giveConsent, { schema: { response: { 200: StatusOk, ...errorResponses(401) } } }, async (request) => {
    await recordConsent(app.db, sessionOf(request).account.id);
    return { status: true as const };
  });
};
