import { testDatabases } from '../../test-harness/databases';
import { startTestApp, type TestApp } from '../../test-harness/test-app';
import { addUser, companyIdOf, loginAs } from '../../test-harness/users';
import type { StoreContext } from '../definition';
import { usertests } from './usertests';

interface Model {
  id: number;
  campaignId: number;
  companyId: number;
  name: Record<string, string>;
  prerequisites: number[];
  position: number;
  [key: string]: unknown;
}

describe.each(testDatabases())('tests as a generic list on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let assessor: string;
  let anna: string;
  let irene: string;
  let superassessor: string;
  let demo: number;
  let acme: number;
  let leadership: number;
  let acmeCampaign: number;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const listOf = async (cookie: string, companyId: number): Promise<Model[]> =>
    (await call('GET', `/api/usertests?companyId=${companyId}`, cookie)).json().usertests;
  const newTest = (overrides: Record<string, unknown> = {}) => ({
    campaignId: leadership,
    name: { it: 'Negoziazione', en: 'Negotiation', es: '' },
    url: 'ng/index.html',
    ...overrides,
  });

  beforeAll(async () => {
    t = await startTestApp(target);
    [admin, assessor, anna] = await Promise.all([t.login('admin'), t.login('sara.conti'), t.login('anna.rossi')]);
    irene = await loginAs(t, 'irene.longo@acme.skillup.test');
    // Her campaign view waits for her consent (docs/behaviour.md §8); this suite is about the lists.
    await t.app.inject({ method: 'POST', url: '/api/auth/privacy/giveConsent', headers: { cookie: anna } });
    superassessor = await addUser(t, 'super@demo.skillup.test', 'Superassessor', 'demo');
    demo = await companyIdOf(t, 'demo');
    acme = await companyIdOf(t, 'acme');
    const campaigns = await t.database.db.selectFrom('campaigns').select(['id', 'company_id']).orderBy('id').execute();
    leadership = campaigns[0]!.id;
    acmeCampaign = campaigns.find((c) => c.company_id === acme)!.id;
  });
  afterAll(() => t?.close());

  describe('reading', () => {
    it('gives staff every test of their company, with the texts of every language', async () => {
      const tests = await listOf(admin, demo);
      const campaigns = new Set(tests.map((test) => test.campaignId));
      const ofDemo = await t.database.db.selectFrom('campaigns').where('company_id', '=', demo).select('id').execute();
      expect(campaigns).toEqual(new Set(ofDemo.map((c) => c.id)));
      expect(tests.every((test) => test.companyId === demo)).toBe(true);
      expect(tests[0]).toEqual({
        id: expect.any(Number),
        campaignId: leadership,
        companyId: demo,
        name: { it: 'In-Basket', en: 'In-Basket', es: 'In-Basket' },
        description: expect.objectContaining({ en: "Handle a manager's inbox after the holidays." }),
        instructions: expect.objectContaining({ it: expect.any(String) }),
        abbreviation: 'IB',
        position: 1,
        url: 'in-basket/index.html',
        img: null,
        repeatable: false,
        legacy: true,
        hasTimer: false,
        exitMessage: null,
        startDate: null,
        prerequisites: [],
        duration: 45,
        color: '#E25240',
        jsonData: { image: 'in-basket/cover.svg', color: '#E25240', duration: 45 },
      });
      expect(await listOf(assessor, demo)).toEqual(tests);
    });

    it('gives a participant only the tests of the campaigns they are in', async () => {
      const tests = await listOf(anna, demo);
      expect(new Set(tests.map((test) => test.campaignId))).toEqual(new Set([leadership]));
      const own = await listOf(irene, acme);
      expect(own.map((test) => test.name.it)).toEqual(['Colloquio di feedback', 'In-Basket']);
      expect(own[1]!.prerequisites).toEqual([own[0]!.id]);
    });

    it('refuses another company’s list with 403, except to a superassessor', async () => {
      for (const cookie of [irene, anna, assessor, admin]) {
        const response = await call('GET', `/api/usertests?companyId=${cookie === irene ? demo : acme}`, cookie);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ status: false, code: 'FORBIDDEN' });
      }
      expect((await listOf(superassessor, acme)).map((test) => test.companyId)).toEqual([acme, acme]);
    });

    it('answers without companyId the tests in the caller’s reach: their company’s, every company’s to a superassessor', async () => {
      for (const [cookie, companyId] of [
        [anna, demo],
        [assessor, demo],
        [admin, demo],
        [irene, acme],
      ] as const) {
        const response = await call('GET', '/api/usertests', cookie);
        expect(response.statusCode).toBe(200);
        expect(response.json().usertests).toEqual(await listOf(cookie, companyId));
      }
      const all: Model[] = (await call('GET', '/api/usertests', superassessor)).json().usertests;
      expect(new Set(all.map((test) => test.companyId))).toEqual(new Set([demo, acme]));
      expect(all.filter((test) => test.companyId === acme)).toEqual(await listOf(superassessor, acme));
      for (const url of ['/api/usertests', `/api/usertests?companyId=${demo}`]) expect((await call('GET', url)).statusCode).toBe(401);
    });

    it('leaves the participant’s campaign view to GET /usercampaign/:campaignId/usertests', async () => {
      const response = await call('GET', `/api/usercampaign/${leadership}/usertests`, anna);
      expect(response.statusCode).toBe(200);
      const [first] = response.json().usertests;
      expect(first).toMatchObject({ name: 'In-Basket', status: 'not attempted', instructions: expect.any(String) });
      expect((await call('GET', `/api/usercampaign/${acmeCampaign}/usertests`, anna)).statusCode).toBe(404);
      const old = await call('GET', `/api/usertests?campaignId=${leadership}`, anna);
      expect(old.statusCode).toBe(400);
      expect(old.json()).toMatchObject({ status: false, code: 'BAD_REQUEST' });
    });

    it('answers one test by id when in reach, else 404', async () => {
      const [first] = await listOf(admin, demo);
      const agendaTest = (await listOf(admin, demo)).find((test) => test.campaignId !== leadership)!;
      const acmeTest = (await listOf(superassessor, acme))[0]!;
      expect((await call('GET', `/api/usertests/${first!.id}`, anna)).json()).toEqual({ status: true, usertest: first });
      for (const [id, cookie] of [
        [agendaTest.id, anna],
        [acmeTest.id, admin],
        [acmeTest.id, anna],
        [999999, admin],
      ] as const) {
        const response = await call('GET', `/api/usertests/${id}`, cookie);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ status: false, code: 'USERTEST_NOT_FOUND' });
      }
      expect((await call('GET', `/api/usertests/${acmeTest.id}`, irene)).statusCode).toBe(200);
    });
  });

  describe('writing', () => {
    it('lets an admin add a test at the end of its campaign, blank variants left out', async () => {
      const before = (await listOf(admin, demo)).filter((test) => test.campaignId === leadership);
      const response = await call(
        'POST',
        '/api/usertests',
        admin,
        newTest({ startDate: '02/11/2026', color: '#00AA11', prerequisites: [before[0]!.id] }),
      );
      expect(response.statusCode).toBe(201);
      const { usertest } = response.json();
      expect(usertest).toMatchObject({
        campaignId: leadership,
        companyId: demo,
        name: { it: 'Negoziazione', en: 'Negotiation' },
        description: {},
        position: Math.max(...before.map((test) => test.position)) + 1,
        startDate: '02/11/2026',
        prerequisites: [before[0]!.id],
        legacy: true,
        repeatable: false,
      });
      // The participant's view localises the new test.
      const view = (await call('GET', `/api/usercampaign/${leadership}/usertests`, anna)).json().usertests;
      expect(view.map((test: { name: string }) => test.name)).toContain('Negoziazione');
    });

    it.each([
      [{ name: undefined }, 'No valid Test name'],
      [{ name: {} }, 'No valid Test name'],
      [{ name: { it: '   ', en: '' } }, 'No valid Test name'],
      [{ url: undefined }, 'No valid Test url'],
      [{ url: ' ' }, 'No valid Test url'],
      [{ campaignId: undefined }, 'No valid campaign'],
      [{ campaignId: 999999 }, 'No valid campaign'],
      [{ startDate: '31/02/2026' }, 'No valid start date'],
      [{ prerequisites: [999999] }, 'No valid prerequisites'],
    ])('refuses %p with 422 %p', async (overrides, message) => {
      const response = await call('POST', '/api/usertests', admin, newTest(overrides));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', message });
    });

    it('refuses a test in another company’s campaign, and prerequisites from another campaign', async () => {
      const foreign = await call('POST', '/api/usertests', admin, newTest({ campaignId: acmeCampaign }));
      expect(foreign.json().message).toBe('No valid campaign');
      const agendaTest = (await listOf(admin, demo)).find((test) => test.campaignId !== leadership)!;
      const crossed = await call('POST', '/api/usertests', admin, newTest({ prerequisites: [agendaTest.id] }));
      expect(crossed.json().message).toBe('No valid prerequisites');
      const made = await call('POST', '/api/usertests', superassessor, newTest({ campaignId: acmeCampaign }));
      expect(made.statusCode).toBe(201);
      expect(made.json().usertest.companyId).toBe(acme);
    });

    it('answers a body of the wrong shape with 400', async () => {
      for (const overrides of [
        { name: 'plain' },
        { name: { IT: 'x' } },
        { color: 'red' },
        { startDate: '2026-11-02' },
        { position: -1 },
        { jsonData: [] },
      ]) {
        expect((await call('POST', '/api/usertests', admin, newTest(overrides))).statusCode).toBe(400);
      }
    });

    it('updates a test, keeping the fields left out, and refuses moves and self-dependence', async () => {
      const { usertest } = (await call('POST', '/api/usertests', admin, newTest({ duration: 30 }))).json();
      const updated = await call('PUT', `/api/usertests/${usertest.id}`, admin, { instructions: { it: 'Leggi il caso.' }, hasTimer: true });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().usertest).toEqual({ ...usertest, instructions: { it: 'Leggi il caso.' }, hasTimer: true });
      expect((await call('PUT', `/api/usertests/${usertest.id}`, admin, { name: { it: '' } })).json().message).toBe('No valid Test name');
      expect((await call('PUT', `/api/usertests/${usertest.id}`, admin, { campaignId: acmeCampaign })).json().message).toBe(
        'A test cannot move to another campaign',
      );
      expect((await call('PUT', `/api/usertests/${usertest.id}`, admin, { prerequisites: [usertest.id] })).json().message).toBe(
        'No valid prerequisites',
      );
      expect((await call('GET', `/api/usertests/${usertest.id}`, admin)).json().usertest.hasTimer).toBe(true);
    });

    it('answers 404 for a test out of reach or unknown', async () => {
      const acmeTest = (await listOf(superassessor, acme))[0]!;
      expect((await call('PUT', `/api/usertests/${acmeTest.id}`, admin, { hasTimer: true })).statusCode).toBe(404);
      expect((await call('DELETE', `/api/usertests/${acmeTest.id}`, admin)).statusCode).toBe(404);
      expect((await call('PUT', '/api/usertests/999999', admin, { hasTimer: true })).statusCode).toBe(404);
      expect((await call('GET', `/api/usertests/${acmeTest.id}`, superassessor)).json().usertest.hasTimer).toBe(false);
    });

    it('refuses every write to participants and assessors with 403', async () => {
      const [first] = await listOf(admin, demo);
      for (const cookie of [anna, assessor, irene]) {
        expect((await call('POST', '/api/usertests', cookie, newTest())).statusCode).toBe(403);
        expect((await call('PUT', `/api/usertests/${first!.id}`, cookie, { hasTimer: true })).statusCode).toBe(403);
        expect((await call('DELETE', `/api/usertests/${first!.id}`, cookie)).statusCode).toBe(403);
        expect((await call('DELETE', '/api/usertests/selection', cookie, { selection: [first!.id] })).statusCode).toBe(403);
      }
      expect((await call('GET', `/api/usertests/${first!.id}`, admin)).json().usertest).toEqual(first);
    });

    it('deletes a test and frees the tests that depended on it', async () => {
      const base = (await call('POST', '/api/usertests', admin, newTest())).json().usertest;
      const dependant = (await call('POST', '/api/usertests', admin, newTest({ prerequisites: [base.id] }))).json().usertest;
      expect((await call('DELETE', `/api/usertests/${base.id}`, admin)).json()).toEqual({ status: true });
      expect((await call('GET', `/api/usertests/${base.id}`, admin)).statusCode).toBe(404);
      expect((await call('GET', `/api/usertests/${dependant.id}`, admin)).json().usertest.prerequisites).toEqual([]);
      expect((await call('DELETE', `/api/usertests/${base.id}`, admin)).statusCode).toBe(404);
    });

    it('refuses to delete a test people have answered, alone or in a selection, and keeps it', async () => {
      const answered = await t.database.db
        .selectFrom('user_tests as ut')
        .innerJoin('tests as t', 't.id', 'ut.test_id')
        .where('t.campaign_id', '=', leadership)
        .where('ut.status', '=', 'complete')
        .select('t.id')
        .executeTakeFirstOrThrow();
      const fresh = (await call('POST', '/api/usertests', admin, newTest())).json().usertest;
      const alone = await call('DELETE', `/api/usertests/${answered.id}`, admin);
      expect(alone.statusCode).toBe(409);
      expect(alone.json().code).toBe('TEST_HAS_ANSWERS');
      const selection = await call('DELETE', '/api/usertests/selection', admin, { selection: [fresh.id, answered.id] });
      expect(selection.statusCode).toBe(409);
      expect((await call('GET', `/api/usertests/${answered.id}`, admin)).statusCode).toBe(200);
      expect((await call('GET', `/api/usertests/${fresh.id}`, admin)).statusCode).toBe(200);
    });

    it('deletes a selection within reach and reports how many', async () => {
      const ids = [];
      for (let i = 0; i < 2; i++) ids.push((await call('POST', '/api/usertests', admin, newTest())).json().usertest.id);
      const acmeTest = (await listOf(superassessor, acme))[0]!;
      const response = await call('DELETE', '/api/usertests/selection', admin, { selection: [...ids, acmeTest.id, 999999] });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: true, deleted: 2 });
      expect((await call('GET', `/api/usertests/${acmeTest.id}`, superassessor)).statusCode).toBe(200);
      expect((await call('DELETE', '/api/usertests/selection', admin, { selection: ids })).json().deleted).toBe(0);
    });
  });

  describe('the store', () => {
    const ctx = (): StoreContext => ({
      db: t.database.db,
      scope: { kind: 'company', companyId: demo },
      caller: { userId: 0, companyId: demo, role: 'admin' },
    });
    const invalid = (message: string) => ({ ok: false, failure: { kind: 'invalid', message } });

    it('answers with what is wrong rather than an HTTP error, and writes nothing', async () => {
      const before = await listOf(admin, demo);
      expect(await usertests.store.create(ctx(), newTest({ campaignId: undefined }))).toEqual(invalid('No valid campaign'));
      expect(await usertests.store.create(ctx(), newTest({ campaignId: acmeCampaign }))).toEqual(invalid('No valid campaign'));
      expect(await usertests.store.create(ctx(), newTest({ name: { it: ' ' }, url: ' ' }))).toEqual(invalid('No valid Test name'));
      expect(await usertests.store.create(ctx(), newTest({ url: ' ', startDate: '31/02/2026' }))).toEqual(invalid('No valid Test url'));
      expect(await usertests.store.create(ctx(), newTest({ startDate: '31/02/2026' }))).toEqual(invalid('No valid start date'));
      expect(await usertests.store.create(ctx(), newTest({ prerequisites: [999999] }))).toEqual(invalid('No valid prerequisites'));
      expect(await listOf(admin, demo)).toEqual(before);

      const [first] = before;
      expect(await usertests.store.update(ctx(), first!.id, { campaignId: acmeCampaign })).toEqual(invalid('A test cannot move to another campaign'));
      expect(await usertests.store.update(ctx(), first!.id, { prerequisites: [first!.id] })).toEqual(invalid('No valid prerequisites'));
      const acmeTest = (await listOf(superassessor, acme))[0]!;
      expect(await usertests.store.update(ctx(), acmeTest.id, { hasTimer: true })).toEqual({ ok: false, failure: { kind: 'notFound' } });
      expect(await usertests.store.remove(ctx(), [acmeTest.id])).toEqual({ ok: true, deleted: 0 });
      expect(await listOf(admin, demo)).toEqual(before);
    });

    it('has the routes answer a refused write with 422 and an update out of reach with 404', async () => {
      const bad = await call('POST', '/api/usertests', admin, newTest({ startDate: '31/02/2026' }));
      expect({ status: bad.statusCode, body: bad.json() }).toEqual({
        status: 422,
        body: { status: false, code: 'VALIDATION_FAILED', message: 'No valid start date' },
      });
      const missing = await call('PUT', '/api/usertests/999999', admin, { hasTimer: true });
      expect(missing.json()).toEqual({ status: false, code: 'USERTEST_NOT_FOUND', message: 'no usertest 999999' });
    });
  });
});
