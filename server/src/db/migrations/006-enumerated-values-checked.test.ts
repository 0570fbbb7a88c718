import { Migrator, sql, type Kysely } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../connection';
import { migrateToLatest } from '../migrate';
import { testDatabases } from '../../test-harness/databases';
import { migrations } from '.';

/* The rows are written as the schema stood before this migration, not as typed today. */
type AnyDb = Kysely<any>;

describe.each(testDatabases())('enumerated values checked on $name', (target) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let db: AnyDb;
  const ids = {} as Record<
    'unknownRole' | 'capitalAdmin' | 'assessor' | 'neonCampaign' | 'calendarCampaign' | 'withData' | 'withoutData' | 'complete',
    number
  >;

  beforeAll(async () => {
    const created = await target.create();
    drop = created.drop;
    handle = await createDatabase(created.spec);
    db = handle.db as AnyDb;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo('005-test-support');
    if (error) throw error;

    const company = await sql<{ id: number }>`insert into companies (name) values ('Old') returning id`.execute(db);
    const companyId = company.rows[0]!.id;
    const user = (email: string, role: string) =>
      sql<{ id: number }>`insert into users (company_id, email, password_hash, first_name, last_name, role)
        values (${companyId}, ${email}, '!', 'Old', 'Row', ${role}) returning id`.execute(db);
    ids.unknownRole = (await user('unknown@old.test', 'Boss')).rows[0]!.id;
    ids.capitalAdmin = (await user('admin@old.test', 'ADMIN')).rows[0]!.id;
    ids.assessor = (await user('assessor@old.test', 'Assessor')).rows[0]!.id;
    const campaign = (theme: string) =>
      sql<{ id: number }>`insert into campaigns (company_id, theme, state, languages)
        values (${companyId}, ${theme}, 'ACTIVE', '[]'::jsonb) returning id`.execute(db);
    ids.neonCampaign = (await campaign('neon')).rows[0]!.id;
    ids.calendarCampaign = (await campaign('calendar')).rows[0]!.id;
    const test = (position: number) =>
      sql<{ id: number }>`insert into tests (campaign_id, name, description, instructions, position, url)
        values (${ids.calendarCampaign}, '{}'::jsonb, '{}'::jsonb, '{}'::jsonb, ${position}, 'x/index.html') returning id`.execute(db);
    ids.withData = (await test(1)).rows[0]!.id;
    ids.withoutData = (await test(2)).rows[0]!.id;
    ids.complete = (await test(3)).rows[0]!.id;
    const run = (testId: number, status: string, data: string | null) =>
      sql`insert into user_tests (user_id, test_id, status, data, version) values (${ids.assessor}, ${testId}, ${status}, ${data}, 3)`.execute(db);
    await run(ids.withData, 'bogus', '{"step":2}');
    await run(ids.withoutData, '[object Object]', null);
    await run(ids.complete, 'complete', '{"done":true}');

    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  const status = async (testId: number) =>
    (await db.selectFrom('user_tests').select('status').where('test_id', '=', testId).executeTakeFirstOrThrow()).status;
  const role = async (id: number) => (await db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirstOrThrow()).role;
  const theme = async (id: number) => (await db.selectFrom('campaigns').select('theme').where('id', '=', id).executeTakeFirstOrThrow()).theme;

  it('repairs a run status outside the three, by whether the run has data, and keeps the valid ones', async () => {
    expect(await status(ids.withData)).toBe('incomplete');
    expect(await status(ids.withoutData)).toBe('not attempted');
    expect(await status(ids.complete)).toBe('complete');
  });

  it('turns an unknown role into participant and keeps known roles in their own letter case', async () => {
    expect(await role(ids.unknownRole)).toBe('participant');
    expect(await role(ids.capitalAdmin)).toBe('ADMIN');
    expect(await role(ids.assessor)).toBe('Assessor');
  });

  it('turns an unknown theme into skillup and keeps known ones', async () => {
    expect(await theme(ids.neonCampaign)).toBe('skillup');
    expect(await theme(ids.calendarCampaign)).toBe('calendar');
  });

  it('refuses new values outside the lists from then on', async () => {
    const refused = (statement: Promise<unknown>) => expect(statement).rejects.toThrow(/check constraint/);
    await refused(sql`update user_tests set status = 'bogus' where test_id = ${ids.complete}`.execute(db));
    await refused(sql`update users set role = 'root' where id = ${ids.assessor}`.execute(db));
    await refused(sql`update campaigns set theme = 'neon' where id = ${ids.calendarCampaign}`.execute(db));
    await sql`update users set role = 'SuperAssessor' where id = ${ids.assessor}`.execute(db);
    expect(await role(ids.assessor)).toBe('SuperAssessor');
  });
});
