import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChangePasswordRequest, EndedSessionsResponse, paths, type ErrorBody } from '@skillup/shared/api/contract';
import { ApiError, errorResponses } from '../http/api-error';
import { createBreachCheck } from '../security/breached-passwords';
import { endOtherSessions } from './account-sessions';
import { hashPassword, holdsPassword, verifyPassword } from './password';
import { brokenPasswordRules, invalidPasswordBody } from './password-rules';
import { sessionOf } from './session-plugin';
import { createThrottle } from './throttle';

const wrongPassword: ErrorBody = {
  status: false,
  code: 'WRONG_PASSWORD',
  message: 'La password attuale non è corretta',
  errors: { currentPassword: ['wrong'] },
};

const passwordBySso = () =>
  new ApiError(422, 'PASSWORD_NOT_SET', 'Questo account non ha una password da cambiare: accedi con il sistema della tua azienda');

/** Someone HR added chooses their first password where they would recover a forgotten one. */
const passwordNotChosen = () =>
  new ApiError(422, 'PASSWORD_NOT_SET', 'Non hai ancora scelto una password: sceglila con il link «Password dimenticata?» della pagina di accesso');

/**
 * docs/behaviour.md §2.17, the password of the account page. The current password is a
 * sign-in in all but name, so a wrong one counts against the same throttle as the login's,
 * and a right one clears it as a sign-in does; the new one follows the reset's rules.
 */
export const accountPasswordRoute: FastifyPluginAsyncTypebox = async (app) => {
  const throttle = createThrottle(app.db, app.settings.auth.rateLimits);
  const isBreached = createBreachCheck(app.settings.auth.passwordRangeUrl, app.log);

  app.post(
    paths.accountPassword,
    { schema: { body: ChangePasswordRequest, response: { 200: EndedSessionsResponse, ...errorResponses(400, 401, 422, 429) } } },
    async (request, reply) => {
      const session = sessionOf(request);
      const userId = session.account.id;
      const { currentPassword, password, password_confirmation } = request.body;
      // Read afresh, not from the session: a cached one may hold a hash replaced since.
      const user = await app.db.selectFrom('users').select(['email', 'password_hash', 'has_sso']).where('id', '=', userId).executeTakeFirstOrThrow();
      if (user.has_sso) throw passwordBySso();
      if (!holdsPassword(user.password_hash)) throw passwordNotChosen();

      const attempt = await throttle.admit(request, reply, 'login', user.email);
      if (!(await verifyPassword(user.password_hash, currentPassword))) return reply.code(422).send(wrongPassword);
      await attempt.succeeded();

      const broken = await brokenPasswordRules(password, password_confirmation, isBreached, user.password_hash);
      if (broken.length > 0) return reply.code(422).send(invalidPasswordBody(broken));

      // Hashed before the transaction: argon2 takes a while and must not hold locks.
      const passwordHash = await hashPassword(password);
      const ended = await app.db.transaction().execute(async (trx) => {
        // Only over the hash just checked: of two changes at once, the second finds its current password gone.
        const changed = await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, must_change_password: false })
          .where('id', '=', userId)
          .where('password_hash', '=', user.password_hash)
          .executeTakeFirst();
        if (changed.numUpdatedRows === 0n) return null;
        // A reset link mailed before would otherwise still set another password.
        await trx.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
        return endOtherSessions(trx, userId, session.id, app.settings.sessionMaxHours);
      });
      if (ended === null) return reply.code(422).send(wrongPassword);
      // The sessions ended here may be cached by this process: session-plugin.ts forgets every
      // cached session of the user after a write, before this answer leaves.
      return { status: true as const, ended };
    },
  );
};
