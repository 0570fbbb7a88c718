import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountLanguageRequest,
  AccountResponse,
  EndedSessionsResponse,
  LANGUAGES,
  paths,
  StatusOk,
  type Language,
} from '@skillup/shared/api/contract';
import { errorResponses } from '../http/api-error';
import { accountPasswordRoute } from './account-password-route';
import { endOtherSessions, openSessions } from './account-sessions';
import { sessionOf } from './session-plugin';
import { setAccountLanguage } from './users';

/** The column is free text: a stored language the page does not offer reads as none chosen. */
const languageOrNull = (lang: string | null): Language | null =>
  (LANGUAGES as readonly (string | null)[]).includes(lang) ? (lang as Language) : null;

/**
 * docs/behaviour.md §2.17, the account page: routes of the signed-in scope. Each write is
 * followed by session-plugin.ts forgetting the user's cached sessions, so the next request
 * (GET /api/auth/me among them) reads the user, and the sessions still open, afresh.
 */
export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(paths.account, { schema: { response: { 200: AccountResponse, ...errorResponses(401) } } }, async (request) => {
    const session = sessionOf(request);
    const { account } = session;
    return {
      status: true as const,
      account: {
        firstName: account.first_name,
        lastName: account.last_name,
        email: account.email,
        lang: languageOrNull(account.lang),
        hasSSO: account.has_sso,
      },
      sessions: await openSessions(app.db, account.id, session.id, app.settings.sessionMaxHours),
    };
  });

  app.put(
    paths.accountLanguage,
    { schema: { body: AccountLanguageRequest, response: { 200: StatusOk, ...errorResponses(400, 401) } } },
    async (request) => {
      await setAccountLanguage(app.db, sessionOf(request).account.id, request.body.lang);
      return { status: true as const };
    },
  );

  app.delete(paths.accountOtherSessions, { schema: { response: { 200: EndedSessionsResponse, ...errorResponses(401) } } }, async (request) => {
    const session = sessionOf(request);
    return { status: true as const, ended: await endOtherSessions(app.db, session.account.id, session.id, app.settings.sessionMaxHours) };
  });

  await app.register(accountPasswordRoute);
};
