import type { Kysely } from 'kysely';
import { landingPath } from '@skillup/shared/api/contract';
import { roleKind } from '../auth/roles';
import { createSession } from '../auth/sessions';
import { selectAccounts } from '../auth/users';
import { listEnrolments } from '../campaigns/enrolments';
import type { Database } from '../db/schema';
import { areaRemotes } from '../remotes/registry';
import { SsoError } from './errors';

export interface SsoSignIn {
  token: string;
  /** The area the user's role lands on (docs/remotes.md), or null to go to the app's home. */
  landing: string | null;
}

/**
 * Opens a session for the company's user the provider vouched for, under the same rules as
 * the password login: someone with neither a campaign nor an area of their own gets no session,
 * and staff land on their area.
 */
export async function openSsoSession(db: Kysely<Database>, companyId: number, email: string, idleMinutes: number): Promise<SsoSignIn> {
  const account = await selectAccounts(db).where('users.email', '=', email).where('users.company_id', '=', companyId).executeTakeFirst();
  if (!account) throw new SsoError('USER_NOT_FOUND', `no user ${email} in company ${companyId}`);
  const [enrolments, areas] = await Promise.all([listEnrolments(db, account.id), areaRemotes(db, roleKind(account))]);
  if (enrolments.length === 0 && Object.keys(areas).length === 0) throw new SsoError('NO_ACTIVE_CAMPAIGN', `${email} has no active campaign`);
  return { token: await createSession(db, account.id, idleMinutes), landing: landingPath(areas, enrolments.length > 0) };
}
