import type { Kysely } from 'kysely';
import { rememberTimeZone } from '../auth/time-zone';
import { createSession } from '../auth/sessions';
import { signInReach } from '../auth/sign-in-reach';
import { selectAccounts } from '../auth/users';
import type { Database } from '../db/schema';
import { SsoError } from './errors';

export interface SsoSignIn {
  token: string;
  /** The area the user's role lands on (docs/remotes.md), or null to go to the app's home. */
  landing: string | null;
  /** The account whose sessions must be read afresh, because this sign-in made it an SSO one; otherwise null. */
  becameSso: number | null;
}

/**
 * Opens a session for the company's user the provider vouched for, under the same rules as
 * the password login: someone with neither a campaign nor an area of their own gets no session,
 * and staff land on their area.
 */
export async function openSsoSession(
  db: Kysely<Database>,
  companyId: number,
  email: string,
  idleMinutes: number,
  userAgent: string | null = null,
  timeZone: string | null = null,
): Promise<SsoSignIn> {
  const account = await selectAccounts(db).where('users.email', '=', email).where('users.company_id', '=', companyId).executeTakeFirst();
  if (!account) throw new SsoError('USER_NOT_FOUND', `no user ${email} in company ${companyId}`);
  const reach = await signInReach(db, account);
  if (!reach) throw new SsoError('NO_ACTIVE_CAMPAIGN', `${email} has no active campaign`);
  // As the password sign-in does: reminders go at 09:00 in this zone (docs/jobs.md, "Reminder schedule").
  await rememberTimeZone(db, account.id, timeZone ?? undefined);
  // docs/behaviour.md §2.17: whoever has signed in through their company is an SSO account from
  // then on, whichever way their other sessions were opened, and its password is not the page's.
  if (!account.has_sso) await db.updateTable('users').set({ has_sso: true }).where('id', '=', account.id).execute();
  return {
    token: await createSession(db, account.id, idleMinutes, userAgent),
    landing: reach.landing,
    becameSso: account.has_sso ? null : account.id,
  };
}
