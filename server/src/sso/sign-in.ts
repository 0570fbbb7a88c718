import type { Kysely } from 'kysely';
import { createSession } from '../auth/sessions';
import { selectAccounts } from '../auth/users';
import { listEnrolments } from '../campaigns/enrolments';
import type { Database } from '../db/schema';
import { SsoError } from './errors';

/**
 * Opens a session for the company's user the provider vouched for, under the same rule as
 * the password login: someone with no campaign to enter gets no session.
 */
export async function openSsoSession(db: Kysely<Database>, companyId: number, email: string, idleMinutes: number): Promise<string> {
  const account = await selectAccounts(db).where('users.email', '=', email).where('users.company_id', '=', companyId).executeTakeFirst();
  if (!account) throw new SsoError('USER_NOT_FOUND', `no user ${email} in company ${companyId}`);
  const enrolments = await listEnrolments(db, account.id);
  if (enrolments.length === 0) throw new SsoError('NO_ACTIVE_CAMPAIGN', `${email} has no active campaign`);
  return createSession(db, account.id, idleMinutes);
}
