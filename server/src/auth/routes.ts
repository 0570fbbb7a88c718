import fastifyFormbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LoginRequest, LoginResponse, paths } from '@skillup/shared/api/contract';
import { toListEntry } from '../campaigns/dto';
import { ApiError, errorResponses } from '../http/api-error';
import { deviceOf } from './device';
import { formDestination, formFailure, isFormPost } from './form-login';
import { verifyPassword } from './password';
import { issueResetToken } from './reset-tokens';
import { setSessionCookie } from './session-plugin';
import { createSession, hashToken } from './sessions';
import { campaignRemotes } from '../remotes/registry';
import { roleKind } from './roles';
import { signInReach } from './sign-in-reach';
import { rememberTimeZone } from './time-zone';
import { createThrottle } from './throttle';
import { findAccountByEmail, toUser } from './users';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const throttle = createThrottle(app.db, app.settings.auth.rateLimits);

  // docs/performance.md: the login form of the HTML page posts here before its script runs.
  await app.register(fastifyFormbody, { bodyLimit: 4096 });

  app.post(
    paths.login,
    {
      schema: { body: LoginRequest, response: { 200: LoginResponse, ...errorResponses(400, 422, 429, 503) } },
      // A form post whose fields are missing goes back to the form rather than to a JSON error.
      attachValidation: true,
    },
    async (request, reply) => {
      const viaForm = isFormPost(request);
      if (request.validationError) {
        if (viaForm) return reply.redirect(formFailure(request.validationError), 303);
        throw request.validationError;
      }
      const { username, password, timezone } = request.body;
      try {
        // The turn comes first: a sign-in refused for want of one was no attempt at the password.
        const { attempt, account, valid } = await app.passwordWork.run(reply, async () => {
          const admitted = await throttle.admit(request, reply, 'login', username);
          const found = await findAccountByEmail(app.db, username);
          return { attempt: admitted, account: found, valid: await verifyPassword(found?.password_hash ?? null, password) };
        });
        if (!account || !valid) throw new ApiError(422, 'WRONG_CREDENTIALS', 'Le credenziali sono errate');
        await attempt.succeeded();
        await rememberTimeZone(app.db, account.id, timezone);

        // No session yet: the new-password screen (docs/behaviour.md §2.3) redeems this token first.
        if (account.must_change_password) {
          const token = await issueResetToken(app.db, account.id, app.settings.auth.resetTokenTtlMinutes);
          if (viaForm) return reply.redirect(`/new_password/${encodeURIComponent(token)}/${encodeURIComponent(account.email)}`, 303);
          return { status: true as const, token, email: account.email };
        }
        const reach = await signInReach(app.db, account);
        if (!reach) throw new ApiError(422, 'NO_ACTIVE_CAMPAIGN', 'Nessuna campagna attiva');
        const { enrolments, areas, landing } = reach;

        const token = await createSession(app.db, account.id, app.settings.sessionIdleMinutes, deviceOf(request));
        setSessionCookie(request, reply, token);
        if (viaForm) return reply.redirect(landing ?? (await formDestination(app.db, account, hashToken(token), enrolments)), 303);
        const [only] = enrolments;
        const remotes = enrolments.length === 1 && only ? { remotes: await campaignRemotes(app.db, only.id, roleKind(account)) } : {};
        return { status: true as const, user: toUser(account), campaigns: enrolments.map(toListEntry), ...remotes, areas, landing };
      } catch (error) {
        if (viaForm) return reply.redirect(formFailure(error), 303);
        throw error;
      }
    },
  );
};
