import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CheckTokenRequest,
  CheckTokenResponse,
  paths,
  ResetPasswordRequest,
  ResetPasswordResponse,
  SendPasswordResetRequest,
  SendPasswordResetResponse,
} from '@skillup/shared/api/contract';
import { ApiError, errorResponses } from '../http/api-error';
import { backgroundMailer, createMailer } from '../mail/mailer';
import { resetLink, resetMail } from '../mail/reset-mail';
import { createBreachCheck } from '../security/breached-passwords';
import { hashPassword } from './password';
import { brokenPasswordRules, invalidPasswordBody } from './password-rules';
import { consumeResetToken, issueResetToken, revokeAccess } from './reset-tokens';
import { judgeResetToken } from './reset-verdict';
import { createThrottle } from './throttle';
import { rememberTimeZone } from './time-zone';
import { findAccountByEmail, setPassword } from './users';

/** docs/behaviour.md §8: the same words whether or not the address has an account. */
export const RESET_REQUESTED_MESSAGE = "Se l'indirizzo email inserito è corretto riceverai una email con le istruzioni per procedere al reset";

const invalidToken = () => new ApiError(422, 'INVALID_TOKEN', 'Il link per il reset della password non è valido o è scaduto');

export const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const settings = app.settings.auth;
  const throttle = createThrottle(app.db, settings.rateLimits);
  const mail = backgroundMailer(createMailer(settings.mail), app.log);
  const isBreached = createBreachCheck(settings.passwordRangeUrl, app.log);
  app.addHook('onClose', () => mail.close());

  app.post(
    paths.sendPasswordReset,
    {
      schema: { body: SendPasswordResetRequest, response: { 200: SendPasswordResetResponse, ...errorResponses(400, 429) } },
    },
    async (request, reply) => {
      const { email } = request.body;
      await throttle.countResetMail(request, reply, email);
      // Looked up after the answer: a known and an unknown address get it after the same work.
      mail.later(async () => {
        const account = await findAccountByEmail(app.db, email);
        if (!account) return;
        const token = await issueResetToken(app.db, account.id, settings.resetTokenTtlMinutes);
        const link = resetLink(settings.publicUrl, token, account.email);
        const message = await resetMail({
          to: account.email,
          firstName: account.first_name,
          lang: account.lang,
          link,
          ttlMinutes: settings.resetTokenTtlMinutes,
          company: { name: account.company_name, logo: account.company_logo },
          from: settings.mail.from,
        });
        // A local install has no relay: the link in the log lets its user go on.
        mail.post(message, (delivery) =>
          delivery.via === 'outbox' ? { to: account.email, file: delivery.file, link } : { to: account.email, messageId: delivery.messageId },
        );
      }, 'preparing a reset mail');
      return { status: true as const, message: RESET_REQUESTED_MESSAGE };
    },
  );

  app.post(
    paths.checkToken,
    {
      schema: { body: CheckTokenRequest, response: { 200: CheckTokenResponse, ...errorResponses(400, 429) } },
    },
    async (request, reply) => {
      const { email, token } = request.body;
      const attempt = await throttle.admit(request, reply, 'reset-token', email);
      const verdict = await judgeResetToken(app.db, email, token);
      if (verdict.kind !== 'valid') return { data: { status: false, code: 'INVALID_TOKEN' as const, username: verdict.username } };
      await attempt.succeeded();
      return { data: { status: true, username: verdict.account.email } };
    },
  );

  app.post(
    paths.resetPassword,
    {
      schema: { body: ResetPasswordRequest, response: { 200: ResetPasswordResponse, ...errorResponses(400, 422, 429, 503) } },
    },
    async (request, reply) => {
      const { email, token, password, password_confirmation, timezone } = request.body;
      const attempt = await throttle.admit(request, reply, 'reset-token', email);
      const verdict = await judgeResetToken(app.db, email, token);
      if (verdict.kind !== 'valid') throw invalidToken();
      // The token was right: a new password the rules refuse is no guess.
      await attempt.succeeded();

      const { account, tokenId } = verdict;
      const broken = await app.passwordWork.run(reply, () => brokenPasswordRules(password, password_confirmation, isBreached, account.password_hash));
      if (broken.length > 0) return reply.code(422).send(invalidPasswordBody(broken));

      // Hashed before the transaction: argon2 takes a while and must not hold locks.
      const passwordHash = await app.passwordWork.run(reply, () => hashPassword(password));
      const changed = await app.db.transaction().execute(async (trx) => {
        if (!(await consumeResetToken(trx, tokenId))) return false;
        await setPassword(trx, account.id, passwordHash);
        await revokeAccess(trx, account.id, tokenId);
        await rememberTimeZone(trx, account.id, timezone);
        return true;
      });
      if (!changed) throw invalidToken();
      await throttle.clearFailures(request, 'login', email);
      return { status: true as const, username: account.email };
    },
  );
};
