import type { PersonRef } from '@skillup/shared/api/contract';
import { sql, type Kysely } from 'kysely';
import { inReadingOrder } from '../../db/reading-order';
import { fullName } from '../../auth/users';
import type { Database } from '../../db/schema';
import type { ProgressScope } from './campaign-scope';
import { isParticipant } from './participants-sql';

/**
 * The managers of the campaign's participants, for the grid's manager filter: whatever the
 * filters, deactivated participants included (the filter reaches them too), only managers of the
 * campaign's company, in the order of the name shown.
 */
export async function managersOf(db: Kysely<Database>, scope: ProgressScope): Promise<PersonRef[]> {
  const { rows } = await sql<{ id: number; first_name: string; last_name: string }>`
    select m.id, m.first_name, m.last_name
    from users m
    where m.company_id = ${scope.companyId}
      and m.id in (
        select u.manager_id
        from user_campaigns uc
        join users u on u.id = uc.user_id
        where ${isParticipant(scope)} and u.manager_id is not null
      )
    order by ${inReadingOrder(sql`m.first_name || ' ' || m.last_name`)}, m.id`.execute(db);
  return rows.map((m) => ({ id: m.id, name: fullName(m) }));
}
