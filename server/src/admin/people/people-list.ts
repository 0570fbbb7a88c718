import { PEOPLE_PAGE_SIZE, type Person, type PersonEntry } from '@skillup/shared/api/contract';
import { sql, type Kysely } from 'kysely';
import { inReadingOrder } from '../../db/reading-order';
import type { Database } from '../../db/schema';
import { canonicalRole } from './person-verdicts';

/** A LIKE pattern that matches the text itself: % and _ typed by the user are no wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const personSelection = [
  'u.id',
  'u.email',
  'u.first_name',
  'u.last_name',
  'u.lang',
  'u.team',
  'u.manager_id',
  'm.email as manager_email',
  'u.role',
  'u.active',
] as const;

interface PersonRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  lang: string | null;
  team: string | null;
  manager_id: number | null;
  manager_email: string | null;
  role: string;
  active: boolean;
}

export const toPerson = (row: PersonRow): Person => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  language: row.lang,
  team: row.team,
  managerId: row.manager_id,
  managerEmail: row.manager_email,
  role: canonicalRole(row.role),
  active: row.active,
});

/** A person of the company with their manager's address. */
export function findPerson(db: Kysely<Database>, companyId: number, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('users as m', 'm.id', 'u.manager_id')
    .select(personSelection)
    .where('u.id', '=', userId)
    .where('u.company_id', '=', companyId)
    .executeTakeFirst();
}

/** The people of a campaign enrolled in it, by name, a page at a time; the search looks in addresses, names and teams. */
export async function listPeople(
  db: Kysely<Database>,
  campaignId: number,
  search: string,
  page: number,
): Promise<{ total: number; people: PersonEntry[] }> {
  let query = db.selectFrom('user_campaigns as uc').innerJoin('users as u', 'u.id', 'uc.user_id').where('uc.campaign_id', '=', campaignId);
  const text = search.trim();
  if (text !== '') {
    const pattern = containing(text);
    query = query.where((eb) =>
      eb.or([
        eb('u.email', 'ilike', pattern),
        eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', pattern),
        eb(sql<string>`u.last_name || ' ' || u.first_name`, 'ilike', pattern),
        eb('u.team', 'ilike', pattern),
      ]),
    );
  }
  const { total } = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .leftJoin('users as m', 'm.id', 'u.manager_id')
    .select([...personSelection, 'uc.state'])
    .orderBy(inReadingOrder('u.last_name'))
    .orderBy(inReadingOrder('u.first_name'))
    .orderBy('u.id')
    .limit(PEOPLE_PAGE_SIZE)
    .offset((page - 1) * PEOPLE_PAGE_SIZE)
    .execute();
  return { total: Number(total), people: rows.map((row) => ({ ...toPerson(row), enrolmentState: row.state })) };
}
