import type { ProgressResponse, ProgressRow } from '@skillup/shared/api/contract';
import { testDatabases } from '../../test-harness/databases';
import { OPS_TOKEN, startTestApp, type TestApp } from '../../test-harness/test-app';
import { addUser } from '../../test-harness/users';
import { progressFixture, type ProgressFixture } from '../../test-harness/progress-fixture';

describe.each(testDatabases())('the progress grid of a campaign on $name', (target) => {
  let t: TestApp;
  let f: ProgressFixture;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    f = await progressFixture(t);
    admin = await t.login('admin');
  });
  afterAll(() => t?.close());

  const get = (query = '', headers: Record<string, string> = { cookie: admin }, campaignId = f.campaignId) =>
    t.app.inject({ method: 'GET', url: `/api/admin/campaigns/${campaignId}/progress${query}`, headers });
  const grid = async (query = '') => {
    const response = await get(query);
    expect(response.statusCode).toBe(200);
    return response.json() as ProgressResponse;
  };
  const keys = (rows: ProgressRow[]) => rows.map((r) => r.email.split('@')[0]);

  it('lists the participants by name with a cell per test, leaving out the staff enrolled', async () => {
    const body = await grid();
    expect(body.tests.map((test) => test.abbreviation)).toEqual(['T1', 'T2', 'T3']);
    expect(body.tests[0]!.name).toEqual({ it: 'Primo', en: 'First' });
    expect(body).toMatchObject({ total: 8, page: 1, pageSize: 50, feedback360: null });
    expect(keys(body.rows)).toEqual(['gaia', 'bruno', 'carla', 'dario', 'ester', 'fabio', 'ivo', 'lea']);
    const carla = body.rows.find((r) => r.firstName === 'Carla')!;
    expect(carla).toMatchObject({
      userId: f.userId('carla'),
      lastName: 'Bassi',
      team: 'Sales',
      manager: { id: f.userId('bruno'), name: 'Bruno Abate' },
      active: true,
      completed: 1,
      state: 'in progress',
      feedback360: null,
    });
    expect(carla.cells).toEqual([
      { testId: f.testIds[0], status: 'complete', updatedAt: '2026-01-12T10:00:00.000Z' },
      { testId: f.testIds[1], status: 'incomplete', updatedAt: '2026-02-12T10:00:00.000Z' },
      { testId: f.testIds[2], status: 'not attempted', updatedAt: null },
    ]);
    const states = Object.fromEntries(body.rows.map((r) => [r.firstName, r.state]));
    expect(states).toMatchObject({ Bruno: 'complete', Dario: 'not started', '-2+3': 'in progress', Ivo: 'in progress' });
    expect(body.rows.find((r) => r.firstName === 'Léa')).toMatchObject({ active: false, completed: 3, state: 'complete' });
  });

  it('sorts on the server by each column, either way, ties by name', async () => {
    expect(keys((await grid('?sort=name&order=desc')).rows)).toEqual(['lea', 'ivo', 'fabio', 'ester', 'dario', 'carla', 'bruno', 'gaia']);
    expect(keys((await grid('?sort=email')).rows)).toEqual(['bruno', 'carla', 'dario', 'ester', 'fabio', 'gaia', 'ivo', 'lea']);
    expect(keys((await grid('?sort=completed&order=desc')).rows)).toEqual(['bruno', 'fabio', 'lea', 'ester', 'carla', 'ivo', 'gaia', 'dario']);
    expect(keys((await grid('?sort=state')).rows)).toEqual(['dario', 'gaia', 'carla', 'ester', 'ivo', 'bruno', 'fabio', 'lea']);
    expect(keys((await grid('?sort=team')).rows)).toEqual(['gaia', 'ester', 'fabio', 'bruno', 'carla', 'dario', 'ivo', 'lea']);
  });

  it("sorts by one test's status (then its date) or by its date, never begun last", async () => {
    const second = f.testIds[1];
    expect(keys((await grid(`?sort=status:${second}&order=desc`)).rows)).toEqual(['lea', 'fabio', 'ester', 'bruno', 'carla', 'gaia', 'dario', 'ivo']);
    expect(keys((await grid(`?sort=date:${second}`)).rows)).toEqual(['bruno', 'carla', 'ester', 'fabio', 'lea', 'gaia', 'dario', 'ivo']);
  });

  it('refuses a sort on a test of another campaign, or on no known column', async () => {
    const other = await get(`?sort=status:360`);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'UNKNOWN_SORT_TEST' });
    expect((await get('?sort=password')).statusCode).toBe(400);
    expect((await get('?order=up')).statusCode).toBe(400);
    expect((await get('?colour=red')).statusCode).toBe(400);
    expect((await get('?search=a%00b')).statusCode).toBe(400);
    expect((await get('?team=%00')).statusCode).toBe(400);
  });

  it('filters by team, by no team, by manager, by state, and searches names and e-mails', async () => {
    expect(keys((await grid('?team=Sales')).rows)).toEqual(['bruno', 'carla', 'dario']);
    expect(keys((await grid('?team=')).rows)).toEqual(['ivo', 'lea']);
    expect(keys((await grid(`?managerId=${f.userId('bruno')}`)).rows)).toEqual(['carla', 'dario']);
    expect(keys((await grid('?state=complete')).rows)).toEqual(['bruno', 'fabio', 'lea']);
    expect(keys((await grid('?state=not%20started')).rows)).toEqual(['dario']);
    expect(keys((await grid('?search=ESPO')).rows)).toEqual(['fabio']);
    expect(keys((await grid(`?search=${encodeURIComponent('dalla valle ester')}`)).rows)).toEqual(['ester']);
    expect(keys((await grid(`?search=${encodeURIComponent('Ester Dalla')}`)).rows)).toEqual(['ester']);
    expect(keys((await grid('?search=ivo%40progress')).rows)).toEqual(['ivo']);
    expect((await grid('?search=%25')).total).toBe(0);
    const combined = await grid('?team=Sales&state=in%20progress&search=bassi');
    expect(keys(combined.rows)).toEqual(['carla']);
    expect(combined.total).toBe(1);
  });

  it("lists the managers of the campaign's participants by name, whatever the filters, for the manager filter", async () => {
    const db = t.database.db;
    const setManager = (key: string, manager: string | null) =>
      db
        .updateTable('users')
        .set({ manager_id: manager === null ? null : f.userId(manager) })
        .where('id', '=', f.userId(key))
        .execute();
    const ref = (key: string, name: string) => ({ id: f.userId(key), name });
    expect((await grid()).managers).toEqual([ref('bruno', 'Bruno Abate'), ref('ester', 'Ester Dalla Valle')]);
    // A deactivated participant's manager is one to filter by; an enrolled admin's is not.
    await setManager('lea', 'ivo');
    await setManager('staff', 'gaia');
    try {
      const { managers, rows } = await grid('?team=Ops');
      expect(keys(rows)).toEqual(['ester', 'fabio']);
      expect(managers).toEqual([ref('bruno', 'Bruno Abate'), ref('ester', 'Ester Dalla Valle'), ref('ivo', 'Ivo Fabbri')]);
    } finally {
      await setManager('lea', null);
      await setManager('staff', null);
    }
  });

  it('pages the view, with the total of all pages, and refuses pages above 200 rows', async () => {
    const second = await grid('?sort=email&pageSize=3&page=2');
    expect(keys(second.rows)).toEqual(['ester', 'fabio', 'gaia']);
    expect(second).toMatchObject({ total: 8, page: 2, pageSize: 3 });
    expect(keys((await grid('?sort=email&pageSize=3&page=3')).rows)).toEqual(['ivo', 'lea']);
    const past = await grid('?pageSize=3&page=9');
    expect(past).toMatchObject({ rows: [], total: 8 });
    expect((await grid('?pageSize=3&page=9&team=nobody')).total).toBe(0);
    expect((await get('?pageSize=201')).statusCode).toBe(400);
    expect((await get('?page=0')).statusCode).toBe(400);
  });

  it("gives every team's completion over its active people, flagging those under 60 %", async () => {
    const { teams } = await grid('?team=Ops');
    expect(teams).toEqual([
      { team: '@team', participants: 1, completion: 0, flagged: true },
      { team: 'Ops', participants: 2, completion: 83, flagged: false },
      { team: 'Sales', participants: 3, completion: 44, flagged: true },
      { team: null, participants: 1, completion: 33, flagged: true },
    ]);
  });

  it('counts the 360 of a campaign that has one, per rater and per evaluated person', async () => {
    const db = t.database.db;
    const { campaign_id: leadership } = await db
      .selectFrom('tests')
      .where('kind', '=', 'feedback360')
      .select('campaign_id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const response = await get('?pageSize=200', { cookie: admin }, leadership);
    const leadershipGrid = response.json() as ProgressResponse;
    const byEmail = (name: string) => leadershipGrid.rows.find((r) => r.email === `${name}@demo.skillup.test`)!;
    expect(byEmail('luca.ferri').feedback360!.asEvaluated).toEqual({ raters: 8, done: 7 });
    expect(byEmail('marco.bianchi').feedback360!.asRater).toEqual({ assigned: 4, done: 1 });
    const relations = await db.selectFrom('feedback360_relations').where('campaign_id', '=', leadership).select(['status']).execute();
    expect(leadershipGrid.feedback360).toMatchObject({ relations: relations.length, done: relations.filter((r) => r.status === 'y').length });
    expect(JSON.stringify(leadershipGrid)).not.toMatch(/evaluator/i);
  });

  it("answers 404 for another company's campaign, to its admin as to any other; operations reach every company", async () => {
    const acme = (
      await t.database.db
        .selectFrom('campaigns as c')
        .innerJoin('companies as co', 'co.id', 'c.company_id')
        .where('co.code', '=', 'acme')
        .select('c.id')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await get('', { cookie: admin }, acme)).statusCode).toBe(404);
    const acmeAdmin = await addUser(t, 'hr@acme.skillup.test', 'admin', 'acme');
    const refused = await get('', { cookie: acmeAdmin });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'CAMPAIGN_NOT_FOUND' });
    expect((await get('', { cookie: acmeAdmin }, acme)).statusCode).toBe(200);
    expect((await get('', { authorization: `Bearer ${OPS_TOKEN}` })).json().total).toBe(8);
    expect((await get('', { cookie: await t.login('anna.rossi') })).statusCode).toBe(403);
    expect((await get('', {})).statusCode).toBe(401);
    const reader = await addUser(t, 'reader@demo.skillup.test', 'superassessor', 'demo');
    expect((await get('', { cookie: reader })).statusCode).toBe(200);
  });
});
