import { sql, type Kysely } from 'kysely';
import { NO_PASSWORD } from '../../auth/password';
import type { Database } from '../../db/schema';
import { chunks } from './people-snapshot';
import type { PeopleSnapshot, PersonPlan } from './person-verdicts';

/** Rows per statement: 1,000 rows of a dozen columns stay well within PostgreSQL's 65,535 parameters. */
const ROWS_PER_STATEMENT = 1_000;

const USER_FIELDS = new Set(['firstName', 'lastName', 'language', 'team', 'role']);

/**
 * Writes the accepted rows of an import, in the caller's transaction, in a few statements
 * per thousand rows: people first, then their managers (who may be people of the same file),
 * their enrolment in the campaign and their assessors.
 */
export async function commitPeople(
  trx: Kysely<Database>,
  campaign: { id: number; companyId: number },
  plans: readonly PersonPlan[],
  snapshot: PeopleSnapshot,
): Promise<void> {
  const ids = new Map<string, number>();
  for (const [email, person] of snapshot.people) if (person.companyId === campaign.companyId) ids.set(email, person.id);

  const created = plans.filter((plan) => plan.existing === null);
  for (const part of chunks(created, ROWS_PER_STATEMENT)) {
    const rows = await trx
      .insertInto('users')
      .values(
        part.map((plan) => ({
          company_id: campaign.companyId,
          email: plan.email,
          // A new person signs in once they choose a password through their invitation or a reset.
          password_hash: NO_PASSWORD,
          first_name: plan.firstName,
          last_name: plan.lastName,
          gender: null,
          role: plan.role ?? 'participant',
          lang: plan.lang,
          team: plan.team,
          must_change_password: true,
        })),
      )
      .returning(['id', 'email'])
      .execute();
    for (const row of rows) ids.set(row.email, row.id);
  }
  const idOf = (email: string) => ids.get(email)!;

  const changed = plans.filter((plan) => plan.existing && (plan.changes.some((field) => USER_FIELDS.has(field)) || !plan.existing.active));
  for (const part of chunks(changed, ROWS_PER_STATEMENT)) {
    const values = part.map(({ existing, firstName, lastName, lang, team, role }) => {
      const stored = existing!;
      return sql`(${stored.id}::int, ${firstName}::text, ${lastName}::text, ${lang ?? stored.lang}::text, ${team ?? stored.team}::text, ${role ?? stored.role}::text)`;
    });
    await sql`update users as u
      set first_name = v.first_name, last_name = v.last_name, lang = v.lang, team = v.team, role = v.role, active = true
      from (values ${sql.join(values)}) as v(id, first_name, last_name, lang, team, role)
      where u.id = v.id`.execute(trx);
  }

  const managed = plans.filter((plan) => plan.managerEmail !== null && (plan.existing === null || plan.changes.includes('manager')));
  for (const part of chunks(managed, ROWS_PER_STATEMENT)) {
    const values = part.map((plan) => sql`(${idOf(plan.email)}::int, ${idOf(plan.managerEmail!)}::int)`);
    await sql`update users as u set manager_id = v.manager_id
      from (values ${sql.join(values)}) as v(id, manager_id)
      where u.id = v.id`.execute(trx);
  }

  const enrolled = plans.filter((plan) => plan.existing === null || plan.changes.includes('enrolment'));
  for (const part of chunks(enrolled, ROWS_PER_STATEMENT)) {
    await trx
      .insertInto('user_campaigns')
      .values(part.map((plan) => ({ user_id: idOf(plan.email), campaign_id: campaign.id, lang: null, access_date: null, state: 'ACTIVE' as const })))
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'campaign_id']).doUpdateSet({ state: 'ACTIVE' }).where('user_campaigns.state', '=', 'CLOSED'),
      )
      .execute();
  }

  const assessed = plans.filter((plan) => plan.assessorEmails !== null && (plan.existing === null || plan.changes.includes('assessors')));
  for (const part of chunks(assessed, ROWS_PER_STATEMENT)) {
    await replaceAssessors(
      trx,
      campaign,
      part.map((plan) => ({ assessedId: idOf(plan.email), assessorIds: plan.assessorEmails!.map(idOf) })),
    );
  }
}

/** The campaign-wide samples of these participants become exactly the assessors given. */
export async function replaceAssessors(
  trx: Kysely<Database>,
  campaign: { id: number; companyId: number },
  sets: readonly { assessedId: number; assessorIds: readonly number[] }[],
): Promise<void> {
  if (sets.length === 0) return;
  await trx
    .deleteFrom('samples')
    .where('campaign_id', '=', campaign.id)
    .where('test_id', 'is', null)
    .where(
      'assessed_id',
      'in',
      sets.map((set) => set.assessedId),
    )
    .execute();
  const samples = sets.flatMap(({ assessedId, assessorIds }) =>
    assessorIds.map((assessorId) => ({
      company_id: campaign.companyId,
      assessor_id: assessorId,
      assessed_id: assessedId,
      campaign_id: campaign.id,
      test_id: null,
    })),
  );
  for (const part of chunks(samples, ROWS_PER_STATEMENT)) await trx.insertInto('samples').values(part).execute();
}
