import { sql } from 'kysely';
import { verifyPassword } from '../../auth/password';
import type { DatabaseHandle } from '../connection';
import { migrateToLatest } from '../migrate';
import { openDatabase } from '../start';
import { testDatabases } from '../../test-harness/databases';
import { insertTestRow } from '../../test-harness/test-rows';
import { seedDemoData } from './seed';
import { DEMO_PASSWORD, demoUsers } from './demo-users';
import { salesUsers } from './demo-sales-360';
import { marketingUsers } from './demo-marketing-360';

describe.each(testDatabases())('migrations and demo data on $name', (target) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await target.create();
    drop = created.drop;
    handle = await openDatabase(created.spec);
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it('creates every table', async () => {
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = 'public' order by table_name`.execute(handle.db);
    expect(tables.rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'campaigns',
        'companies',
        'logs',
        'remote_defaults',
        'remote_pins',
        'remote_versions',
        'password_reset_tokens',
        'rate_limits',
        'sessions',
        'tests',
        'user_campaigns',
        'user_tests',
        'users',
      ]),
    );
  });

  it('is idempotent: migrating and seeding again changes nothing', async () => {
    await migrateToLatest(handle.db);
    expect(await seedDemoData(handle.db)).toBe(false);
    const { count } = await handle.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    // The personas, the sales and marketing teams of the other 360 campaigns, and Acme's participant.
    expect(Number(count)).toBe(demoUsers.length + salesUsers.length + marketingUsers.length + 1);
  });

  it('stores every persona with a lower-case email and the demo password', async () => {
    const users = await handle.db.selectFrom('users').select(['email', 'password_hash']).execute();
    for (const persona of [...demoUsers, ...salesUsers, ...marketingUsers]) {
      const user = users.find((u) => u.email === persona.email);
      expect(user).toBeDefined();
      expect(user?.email).toBe(user?.email.toLowerCase());
    }
    expect(await verifyPassword(users[0]!.password_hash, DEMO_PASSWORD)).toBe(true);
  });

  it('flags elena, and only her, as having to choose a new password, with no token stored in clear', async () => {
    const flagged = await handle.db.selectFrom('users').where('must_change_password', '=', true).select('email').execute();
    expect(flagged.map((u) => u.email)).toEqual(['elena.galli@demo.skillup.test']);
    const columns = await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_name = 'users'`.execute(handle.db);
    expect(columns.rows.map((c) => c.column_name)).not.toContain('password_reset_token');
  });

  it('refuses an upper-case email', async () => {
    await expect(
      handle.db
        .insertInto('users')
        .values({
          company_id: 1,
          email: 'Upper@Demo.test',
          password_hash: 'x',
          first_name: 'A',
          last_name: 'B',
          gender: null,
          role: 'participant',
          lang: null,
        })
        .execute(),
    ).rejects.toThrow();
  });

  const testsOf = (campaignName: string) =>
    handle.db
      .selectFrom('tests')
      .innerJoin('campaigns', 'campaigns.id', 'tests.campaign_id')
      .where(sql<boolean>`campaigns.languages->0->>'name' = ${campaignName}`)
      .select(['tests.id', 'tests.campaign_id', 'tests.kind', 'tests.prerequisites', 'tests.has_timer', 'tests.repeatable', 'tests.exit_message'])
      .execute();

  it('gives the Leadership Assessment the 360 test with id 360 and a test with prerequisites', async () => {
    const tests = await testsOf('Leadership Assessment 2026');
    expect(tests.length).toBeGreaterThanOrEqual(6);
    expect(tests.filter((t) => t.kind === 'feedback360').map((t) => t.id)).toEqual([360]);
    expect(tests.some((t) => t.prerequisites.length > 0)).toBe(true);
    expect(tests.some((t) => t.has_timer && t.exit_message !== null)).toBe(true);
    expect(tests.some((t) => t.repeatable)).toBe(true);
  });

  it('gives the Individual Challenge four sections, paolo an untouched start and chiara every test complete', async () => {
    const campaign = await handle.db.selectFrom('campaigns').where('theme', '=', 'ferrari-academy').select(['id', 'data']).executeTakeFirstOrThrow();
    const data = campaign.data as { order: string[]; sections: Record<string, { tests: number[] }> };
    expect(data.order).toHaveLength(4);
    const challengeTests = (await handle.db.selectFrom('tests').where('campaign_id', '=', campaign.id).select('id').execute()).map((t) => t.id);
    expect(data.order.flatMap((key) => data.sections[key]!.tests).sort()).toEqual([...challengeTests].sort());
    const statuses = (email: string) =>
      handle.db
        .selectFrom('user_tests')
        .innerJoin('users', 'users.id', 'user_tests.user_id')
        .innerJoin('tests', 'tests.id', 'user_tests.test_id')
        .where('users.email', '=', email)
        .where('tests.campaign_id', '=', campaign.id)
        .select('user_tests.status')
        .execute();
    expect(await statuses('paolo.neri@demo.skillup.test')).toEqual([]);
    const chiara = await statuses('chiara.marino@demo.skillup.test');
    expect(chiara).toHaveLength(challengeTests.length);
    expect(chiara.every((row) => row.status === 'complete')).toBe(true);
  });

  it('gives the sales team a second 360 campaign whose 360 test is known by its kind, not by id 360', async () => {
    const tests = await testsOf('Feedback 360 Team Vendite');
    const feedback = tests.filter((t) => t.kind === 'feedback360');
    expect(feedback).toHaveLength(1);
    expect(feedback[0]!.id).not.toBe(360);
    expect(tests.filter((t) => t.kind === 'activity')).toHaveLength(1);
    const questions = await handle.db
      .selectFrom('feedback360_questions')
      .where('campaign_id', '=', feedback[0]!.campaign_id)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(questions.count)).toBe(25);
    const relations = await handle.db
      .selectFrom('feedback360_relations')
      .innerJoin('users', 'users.id', 'feedback360_relations.evaluator_id')
      .where('feedback360_relations.campaign_id', '=', feedback[0]!.campaign_id)
      .select(['users.email', 'feedback360_relations.status'])
      .orderBy('users.email')
      .orderBy('feedback360_relations.status')
      .execute();
    expect(relations.map((r) => `${r.email.split('@')[0]} ${r.status}`)).toEqual([
      'laura.caruso y',
      'stefano.fontana n',
      'valentina.costa n',
      'valentina.costa y',
    ]);
  });

  describe('the marketing 360, taking nominations', () => {
    const marketing = () =>
      handle.db
        .selectFrom('campaigns')
        .where(sql<boolean>`languages->0->>'name' = 'Feedback 360 Marketing'`)
        .select(['id', 'state', 'is360', 'date_start', 'date_end', 'languages'])
        .executeTakeFirstOrThrow();
    const user = (name: string) =>
      handle.db
        .selectFrom('users')
        .where('email', '=', `${name}@demo.skillup.test`)
        .select(['id', 'manager_id', 'team', 'privacy', 'lang'])
        .executeTakeFirstOrThrow();
    const campaignsOf = async (userId: number) =>
      (await handle.db.selectFrom('user_campaigns').where('user_id', '=', userId).select(['campaign_id', 'lang']).execute()).map(
        (row) => `${row.campaign_id} ${row.lang}`,
      );

    it('is an open 360 campaign in three languages, with its own 360 test, questions and report thresholds', async () => {
      const campaign = await marketing();
      const now = Date.now();
      expect(campaign).toMatchObject({ state: 'ACTIVE', is360: true });
      expect((campaign.languages as { lang: string }[]).map((l) => l.lang)).toEqual(['it', 'en', 'es']);
      expect(new Date(campaign.date_start!).getTime()).toBeLessThan(now);
      expect(new Date(campaign.date_end!).getTime()).toBeGreaterThan(now + 50 * 24 * 3600 * 1000);

      const tests = await testsOf('Feedback 360 Marketing');
      const feedback = tests.filter((t) => t.kind === 'feedback360');
      expect(feedback).toHaveLength(1);
      expect(feedback[0]!.id).not.toBe(360);
      const questions = await handle.db
        .selectFrom('feedback360_questions')
        .where('campaign_id', '=', campaign.id)
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(questions.count)).toBe(25);

      const config = await handle.db.selectFrom('report_configs').where('campaign_id', '=', campaign.id).selectAll().executeTakeFirstOrThrow();
      expect(config).toMatchObject({
        threshold_self: 1,
        threshold_manager: 1,
        threshold_peers: 3,
        threshold_direct_reports: 3,
        threshold_others: 3,
      });
    });

    it('takes nominations with the manager’s approval, until a deadline about three weeks away', async () => {
      const campaign = await marketing();
      const { rows } = await sql<{
        mode: string;
        min_peers: number;
        max_peers: number;
        min_direct_reports: number;
        max_direct_reports: number;
        min_others: number;
        max_others: number;
        deadline: Date | string | null;
        auto_approve_at: Date | string | null;
        load_warning: number;
      }>`select * from nomination_settings where campaign_id = ${campaign.id}`.execute(handle.db);
      expect(rows).toHaveLength(1);
      const { deadline, ...settings } = rows[0]!;
      expect(settings).toMatchObject({
        mode: 'manager',
        min_peers: 3,
        max_peers: 6,
        min_direct_reports: 2,
        max_direct_reports: 4,
        min_others: 0,
        max_others: 3,
        auto_approve_at: null,
        load_warning: 5,
      });
      const days = (new Date(deadline!).getTime() - Date.now()) / (24 * 3600 * 1000);
      expect(days).toBeGreaterThan(19);
      expect(days).toBeLessThan(23);
      expect(new Date(deadline!).getTime()).toBeLessThan(new Date(campaign.date_end!).getTime());
    });

    it('has francesca in it alone, with nothing nominated yet and roberto as her manager and only rater', async () => {
      const campaign = await marketing();
      const francesca = await user('francesca.ricci');
      const roberto = await user('roberto.greco');
      expect(francesca).toMatchObject({ manager_id: roberto.id, team: 'Marketing', privacy: true, lang: 'it' });
      expect(roberto).toMatchObject({ team: 'Marketing', privacy: true, lang: 'it' });
      expect(await campaignsOf(francesca.id)).toEqual([`${campaign.id} it`]);
      expect(await campaignsOf(roberto.id)).toEqual([`${campaign.id} it`]);

      for (const table of ['nominations', 'nomination_submissions', 'nomination_events']) {
        const { rows } = await sql<{ count: string }>`select count(*) as count from ${sql.table(table)} where campaign_id = ${campaign.id}`.execute(
          handle.db,
        );
        expect(`${table} ${Number(rows[0]!.count)}`).toBe(`${table} 0`);
      }
      const raters = await handle.db
        .selectFrom('feedback360_relations')
        .where('campaign_id', '=', campaign.id)
        .select(['evaluator_id', 'evaluated_id', 'relation_type', 'status'])
        .execute();
      expect(raters).toEqual([{ evaluator_id: roberto.id, evaluated_id: francesca.id, relation_type: 2, status: 'n' }]);
    });

    it('gives francesca at least eight colleagues of her team to choose from, three of them her direct reports', async () => {
      const campaign = await marketing();
      const francesca = await user('francesca.ricci');
      const roberto = await user('roberto.greco');
      const team = await handle.db
        .selectFrom('users')
        .innerJoin('user_campaigns', 'user_campaigns.user_id', 'users.id')
        .where('user_campaigns.campaign_id', '=', campaign.id)
        .where('users.team', '=', 'Marketing')
        .where('users.id', 'not in', [francesca.id, roberto.id])
        .select(['users.id', 'users.manager_id', 'users.privacy', 'users.email'])
        .execute();
      expect(team.length).toBeGreaterThanOrEqual(10);
      expect(team.every((person) => person.privacy && person.email.endsWith('@demo.skillup.test'))).toBe(true);
      expect(team.filter((person) => person.manager_id === francesca.id)).toHaveLength(3);
      expect(team.filter((person) => person.manager_id === roberto.id).length).toBeGreaterThanOrEqual(8);
      // Nobody of the team is in another campaign, so the other personas' campaigns keep their people.
      const elsewhere = await handle.db
        .selectFrom('user_campaigns')
        .where('user_id', 'in', [francesca.id, roberto.id, ...team.map((person) => person.id)])
        .where('campaign_id', '<>', campaign.id)
        .select('user_id')
        .execute();
      expect(elsewhere).toEqual([]);
    });
  });

  it('refuses a second 360 test in one campaign, and any kind but the two', async () => {
    const leadership = (await handle.db.selectFrom('tests').where('id', '=', 360).select('campaign_id').executeTakeFirstOrThrow()).campaign_id;
    await expect(insertTestRow(handle.db, leadership, { kind: 'feedback360' })).rejects.toThrow();
    await expect(insertTestRow(handle.db, leadership, { kind: 'survey' as 'activity' })).rejects.toThrow();
    expect(await insertTestRow(handle.db, leadership)).toBeGreaterThan(360);
  });

  it('lets new tests be created after the fixed 360 id', async () => {
    expect(await insertTestRow(handle.db, 1)).toBeGreaterThan(360);
  });
});
