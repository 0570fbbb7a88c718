import type { Kysely } from 'kysely';
import type { HrCaller } from '../../admin/caller';
import type { Database } from '../../db/schema';
import { personNotFound } from '../../admin/people/reach';
import { ApiError, forbidden } from '../../http/api-error';

export interface PersonInReach {
  id: number;
  companyId: number;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * The person a company admin may erase: one of their own company (another company's people
 * are not found, as if they did not exist), never the admin themselves, who would lock the
 * company out of its console. Operations reach every company.
 */
export async function personInReach(db: Kysely<Database>, caller: HrCaller, userId: number): Promise<PersonInReach> {
  if (caller.kind === 'companyReader') throw forbidden('a superassessor reads the console and erases nobody');
  let query = db.selectFrom('users').where('id', '=', userId).select(['id', 'company_id', 'first_name', 'last_name', 'email']);
  if (caller.kind === 'companyAdmin') query = query.where('company_id', '=', caller.companyId);
  const row = await query.executeTakeFirst();
  if (!row) throw personNotFound();
  if (caller.kind === 'companyAdmin' && caller.userId === row.id)
    throw new ApiError(409, 'CANNOT_ERASE_SELF', 'an admin cannot erase their own account');
  return { id: row.id, companyId: row.company_id, firstName: row.first_name, lastName: row.last_name, email: row.email };
}
