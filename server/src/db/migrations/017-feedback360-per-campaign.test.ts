import { sql } from 'kysely';
import { migrateToLatest } from '../migrate';
import { testDatabases } from '../../test-harness/databases';
import { databaseBeforeMigration, type AnyDb, type DatabaseBeforeMigration } from '../../test-harness/database-before-migration';

describe.each(testDatabases())('the 360 as a kind of test, per campaign, on $name', (target) => {
  let database: DatabaseBeforeMigration;
  let db: AnyDb;
  const ids = {} as Record<'leadership' | 'other' | 'evaluator' | 'activity', number>;

  beforeAll(async () => {
    database = await databaseBeforeMigration(target, '017-feedback360-per-campaign');
    db = database.db;

    const company = (await sql<{ id: number }>`insert into companies (name) values ('Old') returning id`.execute(db)).rows[0]!.id;
    const campaign = async () =>
      (
        await sql<{ id: number }>`insert into campaigns (company_id, theme, state, languages, is360)
          values (${company}, 'skillup', 'ACTIVE', '[]'::jsonb, true) returning id`.execute(db)
      ).rows[0]!.id;
    ids.leadership = await campaign();
    ids.other = await campaign();
    const test = async (campaignId: number, id: number | null, url: string) =>
      (
        await sql<{ id: number }>`insert into tests (id, campaign_id, name, description, instructions, position, url)
          values (coalesce(${id}::int, nextval(pg_get_serial_sequence('tests', 'id'))::int), ${campaignId}, '{}'::jsonb, '{}'::jsonb, '{}'::jsonb, 1, ${url})
          returning id`.execute(db)
      ).rows[0]!.id;
    ids.activity = await test(ids.leadership, null, 'in-basket/index.html');
    await test(ids.leadership, 360, '360/index.html');
    ids.evaluator = (
      await sql<{ id: number }>`insert into users (company_id, email, password_hash, first_name, last_name, role)
        values (${company}, 'rater@old.test', '!', 'Old', 'Rater', 'participant') returning id`.execute(db)
    ).rows[0]!.id;
    await sql`insert into user_tests (user_id, test_id, status, version) values (${ids.evaluator}, 360, 'incomplete', 1)`.execute(db);

    await migrateToLatest(db);
  });
  afterAll(() => database?.close());

  const kinds = async () =>
    (await db.selectFrom('tests').select(['id', 'campaign_id', 'kind']).orderBy('id').execute()) as {
      id: number;
      campaign_id: number;
      kind: string;
    }[];

  it("makes row 360 its campaign's 360 test, keeping its id and the progress on it, and every other test an activity", async () => {
    expect(await kinds()).toEqual([
      { id: ids.activity, campaign_id: ids.leadership, kind: 'activity' },
      { id: 360, campaign_id: ids.leadership, kind: 'feedback360' },
    ]);
    const run = await db.selectFrom('user_tests').where('user_id', '=', ids.evaluator).select(['test_id', 'status', 'version']).execute();
    expect(run).toEqual([{ test_id: 360, status: 'incomplete', version: 1 }]);
  });

  it('lets another campaign have a 360 test of its own, but never two in one campaign', async () => {
    const insert = (campaignId: number, kind: string) =>
      sql`insert into tests (campaign_id, name, description, instructions, position, url, kind)
        values (${campaignId}, '{}'::jsonb, '{}'::jsonb, '{}'::jsonb, 2, '360/index.html', ${kind})`.execute(db);
    await insert(ids.other, 'feedback360');
    await expect(insert(ids.other, 'feedback360')).rejects.toThrow();
    await expect(insert(ids.leadership, 'feedback360')).rejects.toThrow();
    await expect(insert(ids.other, 'survey')).rejects.toThrow();
    const feedback = (await kinds()).filter((t) => t.kind === 'feedback360');
    expect(feedback.map((t) => t.campaign_id).sort((a, b) => a - b)).toEqual([ids.leadership, ids.other]);
  });
});
