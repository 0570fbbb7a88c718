import { CANDIDATES_LIMIT, type NominationPerson } from '@skillup/shared/api/contract';
import { sql, type Kysely } from 'kysely';
import type { AccountRow } from '../auth/users';
import { isParticipantRole } from '../auth/roles';
import type { Database } from '../db/schema';

/** `%` and `_` typed by a person are letters, not patterns. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The company's active people the caller may nominate, whose name or team holds every word
 * typed (in any order, any case), the caller left out; by name, at most CANDIDATES_LIMIT.
 */
export async function searchCandidates(db: Kysely<Database>, account: AccountRow, q: string | undefined): Promise<NominationPerson[]> {
  const words = (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  let query = db
    .selectFrom('users')
    .where('company_id', '=', account.company_id)
    .where('active', '=', true)
    .where('id', '<>', account.id)
    // Staff rate nobody.
    .where(isParticipantRole('role'))
    .select(['id', 'first_name', 'last_name', 'team']);
  for (const word of words) {
    const pattern = `%${likeEscaped(word)}%`;
    query = query.where(sql<boolean>`(first_name || ' ' || last_name || ' ' || coalesce(team, '')) ilike ${pattern}`);
  }
  const rows = await query.orderBy('last_name').orderBy('first_name').orderBy('id').limit(CANDIDATES_LIMIT).execute();
  return rows.map((row) => ({ id: row.id, firstName: row.first_name, lastName: row.last_name, team: row.team }));
}
