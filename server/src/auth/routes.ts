import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LoginRequest, LoginResponse, MeResponse, paths, StatusOk } from '@skillup/shared/api/contract';
import { toListEntry } from '../campaigns/dto';
import { listEnrolments } from '../campaigns/enrolments';
import { ApiError, errorResponses } from '../http/api-error';
import { verifyPassword } from './password';
import { issueResetToken } from './reset-tokens';
import { clearSessionCookie, requireSession, sessionOf, setSessionCookie } from './session-plugin';
import { createSession, deleteSession } from './sessions';
import { createThrottle } from './throttle';
import { findAccountByEmail, toUser } from './users';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const throttle = createThrottle(app.db, app.settings.auth.rateLimits);

  app.post(
    paths.login,
    {
      schema: { body: LoginRequest, response: { 200: LoginResponse, ...errorResponses(400, 422, 429) } },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      await throttle.guard(request, reply, 'login', username);
      const account = await findAccountByEmail(app.db, username);
      const valid = await verifyPassword(account?.password_hash ?? null, password);
      if (!account || !valid) {
        await throttle.recordFailure(request, 'login', username);
        throw new ApiError(422, 'WRONG_CREDENTIALS', 'Le credenziali sono errate');
      }
      await throttle.clearFailures(request, 'login', username);

      // No session yet: the new-password screen (docs/behaviour.md §2.3) redeems this token first.
      if (account.must_change_password) {
        const token = await issueResetToken(app.db, account.id, app.settings.auth.resetTokenTtlMinutes);
        return { status: true as const, token, email: account.email };
      }
      const enrolments = await listEnrolments(app.db, account.id);
      if (enrolments.length === 0) throw new ApiError(422, 'NO_ACTIVE_CAMPAIGN', 'Nessuna campagna attiva');

      const token = await createSession(app.db, account.id, app.settings.sessionIdleMinutes);
      setSessionCookie(request, reply, token);
      return { status: true as const, user: toUser(account), campaigns: enrolments.map(toListEntry) };
    },
  );

  app.get(
    paths.me,
    { onRequest: requireSession, schema: { response: { 200: MeResponse, ...errorResponses(401) } } },
    async (request) => ({ status: true as const, user: toUser(sessionOf(request).account) }),
  );

  app.post(
    paths.logout,
    { onRequest: requireSession, schema: { response: { 200: StatusOk, ...errorResponses(401) } } },
    async (request, reply) => {
      await deleteSession(app.db, sessionOf(request).id);
      clearSessionCookie(request, reply);
      return { status: true as const };
    },
  );
};
