import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { entryLanguage } from '../campaigns/entry-language';
import { recordCampaignEntry, type Enrolment } from '../campaigns/enrolments';
import type { Database } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { LoginErrorKey } from '../static/login-shell';
import { selectSessionCampaign } from './sessions';

/**
 * The login form of the HTML page posted by a browser whose script has not run yet
 * (docs/performance.md): the same endpoint, the same checks, answered with a redirect.
 */
export const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

/** The page a failed form login goes back to, with the message the app would show. */
export function formFailure(error: unknown): string {
  const key: LoginErrorKey =
    error instanceof ApiError && error.code === 'WRONG_CREDENTIALS'
      ? 'wrongCredentials'
      : error instanceof ApiError && error.code === 'NO_ACTIVE_CAMPAIGN'
        ? 'noActiveCampaign'
        : error instanceof ApiError && error.code === 'SIGN_IN_BUSY'
          ? 'signInBusy'
          : 'loginFailed';
  return `/login?error=${key}`;
}

/**
 * Where a successful form login lands, as the app routes a login (docs/behaviour.md §2.3):
 * with one campaign whose language is settled, that campaign is entered here and the user
 * goes home (or to the privacy agreement); otherwise to the campaign choice.
 */
export async function formDestination(
  db: Kysely<Database>,
  account: { id: number; lang: string | null; privacy: boolean },
  sessionId: string,
  enrolments: Enrolment[],
): Promise<string> {
  const [only] = enrolments;
  const lang = enrolments.length === 1 && only ? entryLanguage(only, undefined, account.lang) : null;
  if (!only || lang === null) return '/select-campaign';
  await recordCampaignEntry(db, account.id, only.id, lang);
  await selectSessionCampaign(db, sessionId, only.id);
  return account.privacy ? '/' : '/privacy';
}
