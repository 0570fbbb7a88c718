import { testDatabases } from '../../test-harness/databases';
import { startTestApp, type TestApp } from '../../test-harness/test-app';
import { addUser, companyIdOf } from '../../test-harness/users';
import type { StoreContext } from '../definition';
import type { Scope } from '../policy';
import { companies } from './companies';

describe.each(testDatabases())('companies list on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let assessor: string;
  let participant: string;
  let superassessor: string;
  let demo: number;
  let acme: number;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

  beforeAll(async () => {
    t = await startTestApp(target);
    [admin, assessor, participant] = await Promise.all([t.login('admin'), t.login('sara.conti'), t.login('anna.rossi')]);
    superassessor = await addUser(t, 'super@demo.skillup.test', 'SuperAssessor', 'demo');
    demo = await companyIdOf(t, 'demo');
    acme = await companyIdOf(t, 'acme');
  });
  afterAll(() => t?.close());

  describe('reading', () => {
    it('shows a participant, an assessor and an admin their own company only', async () => {
      for (const cookie of [participant, assessor, admin]) {
        const response = await call('GET', '/api/companies', cookie);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          status: true,
          companies: [{ id: demo, name: 'Demo S.p.A.', companyId: 'demo', logo: null, timeZone: null }],
        });
        expect((await call('GET', `/api/companies?companyId=${demo}`, cookie)).json().companies).toHaveLength(1);
      }
    });

    it('shows a superassessor every company, or the one filtered', async () => {
      const all = await call('GET', '/api/companies', superassessor);
      expect(all.json().companies.map((c: { companyId: string }) => c.companyId)).toEqual(['acme', 'demo']);
      const filtered = await call('GET', `/api/companies?companyId=${acme}`, superassessor);
      expect(filtered.json().companies).toEqual([{ id: acme, name: 'Acme Logistica S.r.l.', companyId: 'acme', logo: null, timeZone: null }]);
    });

    it('refuses a filter on another company with 403', async () => {
      const response = await call('GET', `/api/companies?companyId=${acme}`, admin);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: false, code: 'FORBIDDEN' });
    });

    it('answers one company by id, 404 for one unknown or out of reach', async () => {
      expect((await call('GET', `/api/companies/${demo}`, participant)).json()).toEqual({
        status: true,
        company: { id: demo, name: 'Demo S.p.A.', companyId: 'demo', logo: null, timeZone: null },
      });
      for (const id of [acme, 999999]) {
        const response = await call('GET', `/api/companies/${id}`, admin);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ status: false, code: 'COMPANY_NOT_FOUND', message: `no company ${id}` });
      }
      expect((await call('GET', `/api/companies/${acme}`, superassessor)).statusCode).toBe(200);
    });

    it('answers 401 without a session and 400 for a malformed id or filter', async () => {
      expect((await call('GET', '/api/companies')).statusCode).toBe(401);
      expect((await call('GET', `/api/companies/${demo}`)).statusCode).toBe(401);
      expect((await call('GET', '/api/companies/abc', admin)).statusCode).toBe(400);
      expect((await call('GET', '/api/companies?companyId=x', admin)).statusCode).toBe(400);
    });
  });

  describe('writing', () => {
    it('lets a superassessor create a company, with a code from its name unless given', async () => {
      const created = await call('POST', '/api/companies', superassessor, { name: '  Città Nuova S.p.A. ', logo: 'https://cdn.example/logo.png' });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({
        status: true,
        company: {
          id: expect.any(Number),
          name: 'Città Nuova S.p.A.',
          companyId: 'citta-nuova-s-p-a',
          logo: 'https://cdn.example/logo.png',
          timeZone: null,
        },
      });
      const again = await call('POST', '/api/companies', superassessor, { name: 'Città Nuova S.p.A.' });
      expect(again.json().company.companyId).toBe('citta-nuova-s-p-a-2');
      const coded = await call('POST', '/api/companies', superassessor, { name: 'Beta', companyId: 'BETA_01' });
      expect(coded.json().company.companyId).toBe('BETA_01');
    });

    it("refuses a company without a valid name with 422 'No valid company name'", async () => {
      for (const body of [{}, { name: '' }, { name: '   ' }, { companyId: 'nameless' }]) {
        const response = await call('POST', '/api/companies', superassessor, body);
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', message: 'No valid company name' });
      }
      const update = await call('PUT', `/api/companies/${demo}`, admin, { name: ' ' });
      expect(update.json().message).toBe('No valid company name');
    });

    it('refuses a code already taken with 409 and a malformed body with 400', async () => {
      const taken = await call('POST', '/api/companies', superassessor, { name: 'Copy', companyId: 'acme' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'COMPANY_CODE_TAKEN' });
      for (const body of [{ name: 42 }, { name: 'X', companyId: 'has spaces' }, { name: 'x'.repeat(201) }, [1, 2]]) {
        expect((await call('POST', '/api/companies', superassessor, body)).statusCode).toBe(400);
      }
    });

    it('lets an admin update their own company, keeping what the body leaves out', async () => {
      const updated = await call('PUT', `/api/companies/${demo}`, admin, { logo: '/logos/demo.svg' });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().company).toEqual({ id: demo, name: 'Demo S.p.A.', companyId: 'demo', logo: '/logos/demo.svg', timeZone: null });
      const me = await call('GET', '/api/auth/me', admin);
      expect(me.json().user.company).toEqual({ id: demo, name: 'Demo S.p.A.', logo: '/logos/demo.svg' });
      const renamed = await call('PUT', `/api/companies/${demo}`, admin, { id: demo, name: 'Demo S.p.A.', logo: null, timeZone: null });
      expect(renamed.json().company.logo).toBeNull();
    });

    it("keeps the company's reminder time zone, spelt as the server knows it, and refuses one it does not know", async () => {
      const set = await call('PUT', `/api/companies/${demo}`, admin, { timeZone: ' europe/london ' });
      expect(set.statusCode).toBe(200);
      expect(set.json().company.timeZone).toBe('Europe/London');
      expect((await call('PUT', `/api/companies/${demo}`, admin, { name: 'Demo S.p.A.' })).json().company.timeZone).toBe('Europe/London');
      const unknown = await call('PUT', `/api/companies/${demo}`, admin, { timeZone: 'Mars/Olympus' });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', message: 'No valid time zone' });
      const created = await call('POST', '/api/companies', superassessor, { name: 'Zoned', timeZone: 'Mars/Olympus' });
      expect(created.json().message).toBe('No valid time zone');
      const row = await t.database.db.selectFrom('companies').select('time_zone').where('id', '=', demo).executeTakeFirstOrThrow();
      expect(row.time_zone).toBe('Europe/London');
      expect((await call('PUT', `/api/companies/${demo}`, admin, { timeZone: null })).json().company.timeZone).toBeNull();
    });

    it('answers 404 to an admin updating another company, 409 for a code another company has', async () => {
      expect((await call('PUT', `/api/companies/${acme}`, admin, { name: 'Mine now' })).statusCode).toBe(404);
      expect((await call('PUT', '/api/companies/999999', superassessor, { name: 'Ghost' })).statusCode).toBe(404);
      const clash = await call('PUT', `/api/companies/${demo}`, admin, { companyId: 'acme' });
      expect(clash.statusCode).toBe(409);
      expect((await call('GET', `/api/companies/${demo}`, admin)).json().company.companyId).toBe('demo');
    });

    it('refuses every write to participants and assessors, and creating or deleting to admins, with 403', async () => {
      for (const cookie of [participant, assessor]) {
        expect((await call('POST', '/api/companies', cookie, { name: 'X' })).statusCode).toBe(403);
        expect((await call('PUT', `/api/companies/${demo}`, cookie, { name: 'X' })).statusCode).toBe(403);
        expect((await call('DELETE', `/api/companies/${demo}`, cookie)).statusCode).toBe(403);
      }
      expect((await call('POST', '/api/companies', admin, { name: 'X' })).statusCode).toBe(403);
      expect((await call('DELETE', `/api/companies/${acme}`, admin)).statusCode).toBe(403);
      expect((await call('DELETE', '/api/companies/selection', admin, { selection: [acme] })).statusCode).toBe(403);
      expect((await call('GET', `/api/companies/${acme}`, superassessor)).statusCode).toBe(200);
    });

    it('deletes one company, 404 when unknown, 409 for the caller’s own', async () => {
      const { company } = (await call('POST', '/api/companies', superassessor, { name: 'Short-lived' })).json();
      const deleted = await call('DELETE', `/api/companies/${company.id}`, superassessor);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ status: true });
      expect((await call('GET', `/api/companies/${company.id}`, superassessor)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/companies/${company.id}`, superassessor)).statusCode).toBe(404);
      const own = await call('DELETE', `/api/companies/${demo}`, superassessor);
      expect(own.statusCode).toBe(409);
      expect(own.json()).toMatchObject({ code: 'OWN_COMPANY' });
    });

    it('deletes a selection and says how many went, skipping unknown ids', async () => {
      const ids = [];
      for (const name of ['Sel A', 'Sel B']) ids.push((await call('POST', '/api/companies', superassessor, { name })).json().company.id);
      const response = await call('DELETE', '/api/companies/selection', superassessor, { selection: [...ids, ids[0], 999999] });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: true, deleted: 2 });
      expect((await call('DELETE', '/api/companies/selection', superassessor, { selection: [demo, acme] })).statusCode).toBe(409);
      expect((await call('GET', `/api/companies/${acme}`, superassessor)).statusCode).toBe(200);
      for (const body of [{}, { selection: [] }, { selection: ['a'] }, { selection: [0] }]) {
        expect((await call('DELETE', '/api/companies/selection', superassessor, body)).statusCode).toBe(400);
      }
      expect((await call('DELETE', '/api/companies/selection', undefined, { selection: [1] })).statusCode).toBe(401);
    });
  });

  describe('the store', () => {
    const ctx = (scope: Scope): StoreContext => ({ db: t.database.db, scope, caller: { userId: 0, companyId: demo, role: 'superassessor' } });

    it('answers with what is wrong rather than an HTTP error', async () => {
      const all = ctx({ kind: 'all' });
      expect(await companies.store.create(all, { name: ' ' })).toEqual({ ok: false, failure: { kind: 'invalid', message: 'No valid company name' } });
      expect(await companies.store.create(all, { name: 'Copy', companyId: 'acme' })).toEqual({
        ok: false,
        failure: { kind: 'conflict', code: 'COMPANY_CODE_TAKEN', message: 'the company code acme is already in use' },
      });
      expect(await companies.store.update(ctx({ kind: 'company', companyId: demo }), acme, { name: 'Mine now' })).toEqual({
        ok: false,
        failure: { kind: 'notFound' },
      });
      expect(await companies.store.remove(all, [acme, demo])).toEqual({
        ok: false,
        failure: { kind: 'conflict', code: 'OWN_COMPANY', message: 'you cannot delete the company you belong to' },
      });
      expect(await companies.store.remove(all, [999999])).toEqual({ ok: true, deleted: 0 });
      expect((await companies.store.find(all, acme))?.companyId).toBe('acme');
    });

    it('has the routes answer each failure with its HTTP error', async () => {
      const taken = await call('POST', '/api/companies', superassessor, { name: 'Copy', companyId: 'acme' });
      expect({ status: taken.statusCode, body: taken.json() }).toEqual({
        status: 409,
        body: { status: false, code: 'COMPANY_CODE_TAKEN', message: 'the company code acme is already in use' },
      });
      const own = await call('DELETE', '/api/companies/selection', superassessor, { selection: [demo] });
      expect({ status: own.statusCode, body: own.json() }).toEqual({
        status: 409,
        body: { status: false, code: 'OWN_COMPANY', message: 'you cannot delete the company you belong to' },
      });
      const missing = await call('PUT', '/api/companies/999999', superassessor, { name: 'Ghost' });
      expect(missing.json()).toEqual({ status: false, code: 'COMPANY_NOT_FOUND', message: 'no company 999999' });
    });
  });
});
