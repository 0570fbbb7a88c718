import { sql, type Kysely, type Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

/**
 * docs/areas/calendar.md, "Days off": whose public holidays a company takes as days off (Italy's
 * unless HR says otherwise: the companies of this product are Italian first), and the days HR
 * changed: a day added as a day off, or a public holiday the company works.
 */
export const companyDaysOff: Migration = {
  async up(db: AnyDb) {
    await sql`alter table companies add column holiday_country text default 'IT' check (holiday_country ~ '^[A-Z]{2}$')`.execute(db);
    await sql`update companies set holiday_country = 'IT'`.execute(db);
    await sql`
      create table company_days_off (
        company_id integer not null references companies (id) on delete cascade,
        day date not null,
        off boolean not null,
        name text check (name is null or length(name) between 1 and 80),
        primary key (company_id, day),
        check (not off or name is not null)
      )
    `.execute(db);
  },
  async down(db: AnyDb) {
    await sql`drop table company_days_off`.execute(db);
    await sql`alter table companies drop column holiday_country`.execute(db);
  },
};
