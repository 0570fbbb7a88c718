import { sql, type Kysely, type Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

const list = (values: readonly string[]) => sql.join(values.map((v) => sql.lit(v)));

const TEST_STATUSES = ['not attempted', 'incomplete', 'complete'] as const;
/** Role names arrive from other systems in any letter case: the check ignores it, as the server does. */
const ROLE_KINDS = ['participant', 'assessor', 'superassessor', 'admin'] as const;
const THEMES = ['skillup', 'calendar', 'ferrari-academy'] as const;

/**
 * The enumerated columns hold only their values. A run with another status made every
 * later read of it fail; rows written so are repaired first: such a status becomes
 * incomplete where the run has data (something was done) and not attempted where it has
 * none, an unknown role becomes participant (what the server already took it for), an
 * unknown theme becomes skillup (the default look).
 */
export const enumeratedValuesChecked: Migration = {
  async up(db: AnyDb) {
    await sql`update user_tests
      set status = case when data is null then 'not attempted' else 'incomplete' end
      where status not in (${list(TEST_STATUSES)})`.execute(db);
    await sql`update users set role = 'participant' where lower(trim(role)) not in (${list(ROLE_KINDS)})`.execute(db);
    await sql`update campaigns set theme = 'skillup' where theme not in (${list(THEMES)})`.execute(db);

    await sql`alter table user_tests add constraint user_tests_status_check check (status in (${list(TEST_STATUSES)}))`.execute(db);
    await sql`alter table users add constraint users_role_check check (lower(trim(role)) in (${list(ROLE_KINDS)}))`.execute(db);
    await sql`alter table campaigns add constraint campaigns_theme_check check (theme in (${list(THEMES)}))`.execute(db);
  },
};
