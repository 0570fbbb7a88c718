import type { AssessorRef } from '@skillup/shared/api/contract';
import type { Kysely } from 'kysely';
import { inReadingOrder } from '../../db/reading-order';
import type { Database } from '../../db/schema';
import type { CampaignInReach } from './reach';

/** The assessors with the names the console shows, by last name then first name; only people of the campaign's company. */
export async function assessorRefs(db: Kysely<Database>, campaign: CampaignInReach, ids: readonly number[]): Promise<AssessorRef[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('company_id', '=', campaign.companyId)
    .where('id', 'in', ids)
    .orderBy(inReadingOrder('last_name'))
    .orderBy(inReadingOrder('first_name'))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, firstName: row.first_name, lastName: row.last_name, email: row.email }));
}
