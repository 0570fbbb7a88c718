import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema';
import { isEmail, normaliseEmail } from './cell-rules';
import type { ExistingPerson, PeopleSnapshot } from './person-verdicts';

/** Addresses per query: well within PostgreSQL's 65,535 parameters. */
const EMAILS_PER_QUERY = 5_000;

export const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

export const personColumns = ['id', 'company_id', 'email', 'first_name', 'last_name', 'lang', 'team', 'manager_id', 'role', 'active'] as const;

export const toExistingPerson = (row: Pick<UserRow, (typeof personColumns)[number]>): ExistingPerson => ({
  id: row.id,
  companyId: row.company_id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  lang: row.lang,
  team: row.team,
  managerId: row.manager_id,
  role: row.role,
  active: row.active,
});

/** The stored users with these addresses, in any company: a handful of queries for 10,000 rows. */
export async function peopleByEmail(db: Kysely<Database>, addresses: Iterable<string>): Promise<Map<string, ExistingPerson>> {
  const wanted = [...new Set([...addresses].map(normaliseEmail).filter(isEmail))];
  const people = new Map<string, ExistingPerson>();
  for (const part of chunks(wanted, EMAILS_PER_QUERY)) {
    const rows = await db.selectFrom('users').select(personColumns).where('email', 'in', part).execute();
    for (const row of rows) people.set(row.email, toExistingPerson(row));
  }
  return people;
}

/** Everything the verdicts of a campaign's people are judged against. */
export async function loadPeopleSnapshot(
  db: Kysely<Database>,
  campaign: { id: number; companyId: number },
  addresses: Iterable<string>,
): Promise<PeopleSnapshot> {
  const people = await peopleByEmail(db, addresses);
  const languages = await db.selectFrom('languages').select('lang').execute();
  const enrolments = await db.selectFrom('user_campaigns').select(['user_id', 'state']).where('campaign_id', '=', campaign.id).execute();
  const samples = await db
    .selectFrom('samples')
    .select(['assessor_id', 'assessed_id'])
    .where('campaign_id', '=', campaign.id)
    .where('test_id', 'is', null)
    .execute();
  const assessors = new Map<number, Set<number>>();
  for (const sample of samples) {
    const set = assessors.get(sample.assessed_id) ?? new Set<number>();
    set.add(sample.assessor_id);
    assessors.set(sample.assessed_id, set);
  }
  return {
    companyId: campaign.companyId,
    people,
    languages: new Map(languages.map((row) => [row.lang.toLowerCase(), row.lang])),
    enrolments: new Map(enrolments.map((row) => [row.user_id, row.state])),
    assessors,
  };
}
