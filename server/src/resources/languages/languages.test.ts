import { testDatabases } from '../../test-harness/databases';
import { startTestApp, type TestApp } from '../../test-harness/test-app';
import { addUser, companyIdOf, loginAs } from '../../test-harness/users';
import type { StoreContext } from '../definition';
import { languages } from './languages';

describe.each(testDatabases())('languages list on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let participant: string;
  let otherParticipant: string;
  let superassessor: string;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

  beforeAll(async () => {
    t = await startTestApp(target);
    [admin, participant] = await Promise.all([t.login('admin'), t.login('anna.rossi')]);
    otherParticipant = await loginAs(t, 'irene.longo@acme.skillup.test');
    superassessor = await addUser(t, 'super@demo.skillup.test', 'superassessor', 'demo');
  });
  afterAll(() => t?.close());

  it('lists the seeded languages to any signed-in user of any company', async () => {
    for (const cookie of [participant, otherParticipant, admin]) {
      const response = await call('GET', '/api/languages', cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: true,
        languages: [
          { id: expect.any(Number), lang: 'it', name: 'Italiano', description: expect.any(String) },
          { id: expect.any(Number), lang: 'en', name: 'English', description: expect.any(String) },
          { id: expect.any(Number), lang: 'es', name: 'Español', description: expect.any(String) },
        ],
      });
    }
    expect((await call('GET', '/api/languages')).statusCode).toBe(401);
  });

  it('accepts a filter on the own company, refuses another with 403', async () => {
    const demo = await companyIdOf(t, 'demo');
    const acme = await companyIdOf(t, 'acme');
    expect((await call('GET', `/api/languages?companyId=${demo}`, participant)).statusCode).toBe(200);
    expect((await call('GET', `/api/languages?companyId=${demo}`, otherParticipant)).statusCode).toBe(403);
    expect((await call('GET', `/api/languages?companyId=${acme}`, superassessor)).statusCode).toBe(200);
  });

  it('answers one language, 404 when unknown', async () => {
    const [first] = (await call('GET', '/api/languages', participant)).json().languages;
    expect((await call('GET', `/api/languages/${first.id}`, participant)).json()).toEqual({ status: true, language: first });
    const missing = await call('GET', '/api/languages/999999', participant);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: false, code: 'LANGUAGE_NOT_FOUND' });
  });

  it('lets a superassessor add, change and remove languages', async () => {
    const created = await call('POST', '/api/languages', superassessor, { lang: 'pt-BR', name: ' Português ', description: 'Brasil' });
    expect(created.statusCode).toBe(201);
    const { language } = created.json();
    expect(language).toEqual({ id: expect.any(Number), lang: 'pt-BR', name: 'Português', description: 'Brasil' });

    const updated = await call('PUT', `/api/languages/${language.id}`, superassessor, { description: 'Português do Brasil' });
    expect(updated.json().language).toEqual({ ...language, description: 'Português do Brasil' });

    expect((await call('DELETE', `/api/languages/${language.id}`, superassessor)).json()).toEqual({ status: true });
    expect((await call('DELETE', `/api/languages/${language.id}`, superassessor)).statusCode).toBe(404);
    expect((await call('PUT', `/api/languages/${language.id}`, superassessor, { name: 'x' })).statusCode).toBe(404);
  });

  it('validates the code and the name with 422, and refuses a code twice with 409', async () => {
    for (const [body, message] of [
      [{ name: 'Deutsch' }, 'No valid language code'],
      [{ lang: 'DE', name: 'Deutsch' }, 'No valid language code'],
      [{ lang: 'de' }, 'No valid language name'],
      [{ lang: 'de', name: '  ' }, 'No valid language name'],
    ] as const) {
      const response = await call('POST', '/api/languages', superassessor, body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', message });
    }
    const twice = await call('POST', '/api/languages', superassessor, { lang: 'it', name: 'Italiano bis' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'LANGUAGE_EXISTS' });
    const [, english] = (await call('GET', '/api/languages', participant)).json().languages;
    expect((await call('PUT', `/api/languages/${english.id}`, superassessor, { lang: 'it' })).statusCode).toBe(409);
    expect((await call('POST', '/api/languages', superassessor, { lang: 7, name: 'Seven' })).statusCode).toBe(400);
  });

  it('keeps shared data out of reach of admins and everyone below, with 403', async () => {
    const [italian] = (await call('GET', '/api/languages', participant)).json().languages;
    for (const cookie of [admin, participant, otherParticipant]) {
      expect((await call('POST', '/api/languages', cookie, { lang: 'fr', name: 'Français' })).statusCode).toBe(403);
      expect((await call('PUT', `/api/languages/${italian.id}`, cookie, { name: 'x' })).statusCode).toBe(403);
      expect((await call('DELETE', `/api/languages/${italian.id}`, cookie)).statusCode).toBe(403);
      expect((await call('DELETE', '/api/languages/selection', cookie, { selection: [italian.id] })).statusCode).toBe(403);
    }
    expect((await call('GET', `/api/languages/${italian.id}`, participant)).json().language.name).toBe('Italiano');
  });

  it('deletes a selection and reports the count', async () => {
    const ids = [];
    for (const lang of ['fr', 'de']) ids.push((await call('POST', '/api/languages', superassessor, { lang, name: lang })).json().language.id);
    const response = await call('DELETE', '/api/languages/selection', superassessor, { selection: [...ids, 999999] });
    expect(response.json()).toEqual({ status: true, deleted: 2 });
    expect((await call('GET', '/api/languages', participant)).json().languages).toHaveLength(3);
  });

  it('has the store answer with what is wrong rather than an HTTP error, and the routes map it', async () => {
    const ctx: StoreContext = { db: t.database.db, scope: { kind: 'all' }, caller: { userId: 0, companyId: 0, role: 'superassessor' } };
    expect(await languages.store.create(ctx, { lang: 'DE', name: 'Deutsch' })).toEqual({
      ok: false,
      failure: { kind: 'invalid', message: 'No valid language code' },
    });
    expect(await languages.store.create(ctx, { lang: 'de', name: ' ' })).toEqual({
      ok: false,
      failure: { kind: 'invalid', message: 'No valid language name' },
    });
    const exists = { kind: 'conflict', code: 'LANGUAGE_EXISTS', message: 'the language it already exists' };
    expect(await languages.store.create(ctx, { lang: 'it', name: 'Italiano bis' })).toEqual({ ok: false, failure: exists });
    expect(await languages.store.update(ctx, 999999, { name: 'x' })).toEqual({ ok: false, failure: { kind: 'notFound' } });

    const twice = await call('POST', '/api/languages', superassessor, { lang: 'it', name: 'Italiano bis' });
    expect({ status: twice.statusCode, body: twice.json() }).toEqual({
      status: 409,
      body: { status: false, code: exists.code, message: exists.message },
    });
    const missing = await call('PUT', '/api/languages/999999', superassessor, { name: 'x' });
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({
      status: 404,
      body: { status: false, code: 'LANGUAGE_NOT_FOUND', message: 'no language 999999' },
    });
  });
});
