import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MailBounceResponse, paths } from '@skillup/shared/api/contract';
import { hrCallerOf } from '../admin/caller';
import { ApiError, errorResponses, forbidden } from '../http/api-error';
import { readBounce } from './bounce-report';
import { mailsDb } from './mails-table';
import { recordBounce } from './mail-store';

/** Far more than a report with the returned message's headers, or a short message whole. */
const REPORT_LIMIT_BYTES = 1024 * 1024;

/**
 * docs/jobs.md, "Mails that come back": the relay's delivery reports, which arrive by mail at
 * the bounce address long after the mail was sent, passed on as they came by the operations'
 * mail system (a pipe to curl, or anything that can post). Operations only: a report may name
 * any company's mail.
 */
export const bounceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser('message/rfc822', { parseAs: 'buffer', bodyLimit: REPORT_LIMIT_BYTES }, (_request, body, done) => done(null, body));

  app.post(
    paths.hr.mailBounces,
    { schema: { response: { 200: MailBounceResponse, ...errorResponses(400, 401, 403, 404, 413, 415, 422) } } },
    async (request) => {
      if (hrCallerOf(request).kind !== 'operations') throw forbidden('delivery reports are passed on by operations');
      if (!Buffer.isBuffer(request.body)) {
        throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'send the delivery report as it came, with Content-Type message/rfc822');
      }
      const bounce = await readBounce(request.body);
      if (!bounce) {
        throw new ApiError(422, 'NOT_A_BOUNCE', 'this is no delivery report of a message that failed for good (RFC 3464), with the returned headers');
      }
      const mail = await recordBounce(mailsDb(app.db), bounce.messageId, bounce.reason);
      if (!mail) throw new ApiError(404, 'MAIL_NOT_FOUND', `no campaign mail was sent with the Message-ID ${bounce.messageId}`);
      return { status: true as const, mailId: mail.id, state: mail.state };
    },
  );
};
