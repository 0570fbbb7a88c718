import { sql } from 'kysely';
import { testDatabases } from '../test-harness/databases';
import { startTestApp, type TestApp } from '../test-harness/test-app';
import { SessionCache } from './session-cache';
import type { Session } from './sessions';
import type { AccountRow } from './users';

/** A session as findSession returns it, with only what the cache looks at. */
const sessionOf = (id: string, userId: number): Session => ({
  id,
  campaignId: null,
  expiresAt: new Date(Date.now() + 3_600_000),
  endsAt: new Date(Date.now() + 3_600_000),
  account: { id: userId } as AccountRow,
  reads: new Map(),
});

/*
 * A read from the database on its way when a change of its user is heard found the session as
 * it was: served to its request, never kept, or the change is lost for the cache's time.
 */
describe('a session read while its user changed', () => {
  const cache = () => new SessionCache(60);

  it('is not kept after its user was forgotten', () => {
    const c = cache();
    const ticket = c.ticket();
    c.forget({ forget: 'user', userId: 1 });
    c.set(sessionOf('a', 1), ticket);
    expect(c.get('a')).toBeUndefined();
  });

  it('is not kept after every session was forgotten', () => {
    const c = cache();
    const ticket = c.ticket();
    c.forget({ forget: 'all' });
    c.set(sessionOf('a', 1), ticket);
    expect(c.get('a')).toBeUndefined();
  });

  it('is not kept after the process stopped hearing the others, even once it hears them again', () => {
    const c = cache();
    const ticket = c.ticket();
    c.setTrusted(false);
    c.setTrusted(true);
    c.set(sessionOf('a', 1), ticket);
    expect(c.get('a')).toBeUndefined();
  });

  it("is kept when another user was forgotten, or only its user's reads", () => {
    const c = cache();
    const ticket = c.ticket();
    c.forget({ forget: 'user', userId: 2 });
    c.forget({ forget: 'reads', userId: 1 });
    c.set(sessionOf('a', 1), ticket);
    expect(c.get('a')?.id).toBe('a');
  });

  it('is kept when it started after the forget', () => {
    const c = cache();
    c.forget({ forget: 'user', userId: 1 });
    c.forget({ forget: 'all' });
    c.set(sessionOf('a', 1), c.ticket());
    expect(c.get('a')?.id).toBe('a');
  });

  it('remembers the forgets of the latest users only, and counts the older ones as forgetting everyone', () => {
    const c = new SessionCache(60, 2);
    const old = c.ticket();
    c.forgetUser(2);
    const recent = c.ticket();
    c.forgetUser(3);
    c.forgetUser(4);
    // User 2's forget is no longer known on its own: a read older than it is not kept, for anyone.
    c.set(sessionOf('a', 1), old);
    expect(c.get('a')).toBeUndefined();
    c.set(sessionOf('a', 1), recent);
    expect(c.get('a')?.id).toBe('a');
    c.set(sessionOf('b', 3), recent);
    expect(c.get('b')).toBeUndefined();
  });
});

describe.each(testDatabases())('sessions read through the cache on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { sessionCacheSeconds: 60 });
  });
  afterAll(() => t?.close());

  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (url: string, cookie: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

  it('answers a repeated read without the sessions table', async () => {
    const cookie = await t.login('luca.ferri');
    expect((await get('/api/auth/me', cookie)).statusCode).toBe(200);
    // Gone from the table, still served from this process's cache: what another replica's
    // logout looks like here until the entry's time runs out.
    await sql`delete from sessions`.execute(t.database.db);
    expect((await get('/api/auth/me', cookie)).statusCode).toBe(200);
  });

  it('forgets the session on logout at once', async () => {
    const cookie = await t.login('luca.ferri');
    expect((await get('/api/auth/me', cookie)).statusCode).toBe(200);
    expect((await post('/api/auth/logout', cookie)).statusCode).toBe(200);
    expect((await get('/api/auth/me', cookie)).statusCode).toBe(401);
  });

  it('shows a consent and a campaign choice on the very next read', async () => {
    const cookie = await t.login('anna.rossi');
    expect((await get('/api/auth/me', cookie)).json().user.privacy).toBe(false);
    const [campaign] = (await get('/api/usercampaign/list', cookie)).json();
    expect((await post(`/api/usercampaign/${campaign.id}`, cookie, {})).statusCode).toBe(200);
    expect((await post('/api/auth/privacy/giveConsent', cookie)).statusCode).toBe(200);
    expect((await get('/api/auth/me', cookie)).json().user.privacy).toBe(true);
    expect((await get('/api/usercampaign', cookie)).json()).toMatchObject({ status: true, campaign: { id: campaign.id } });
  });

  it('closes cached sessions when the password is reset', async () => {
    const cookie = await t.login('marco.bianchi');
    expect((await get('/api/auth/me', cookie)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/sendPasswordReset', payload: { email: 'marco.bianchi@demo.skillup.test' } });
    const token = 'not-the-token';
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/resetPassword',
      payload: { email: 'marco.bianchi@demo.skillup.test', token, password: 'x', password_confirmation: 'x' },
    });
    // A refused reset changes nothing, yet the cache is emptied: the next read goes to the table.
    await sql`delete from sessions`.execute(t.database.db);
    expect((await get('/api/auth/me', cookie)).statusCode).toBe(401);
  });

  it('reuses the campaign it read for the session until the user writes', async () => {
    const cookie = await t.login('luca.ferri');
    const [campaign] = (await get('/api/usercampaign/list', cookie)).json();
    expect((await post(`/api/usercampaign/${campaign.id}`, cookie, {})).statusCode).toBe(200);
    const first = (await get('/api/usercampaign', cookie)).json().campaign;
    await sql`update campaigns set is360 = not is360 where id = ${campaign.id}`.execute(t.database.db);
    expect((await get('/api/usercampaign', cookie)).json().campaign.is360).toBe(first.is360);
    expect((await post(`/api/usercampaign/${campaign.id}`, cookie, {})).statusCode).toBe(200);
    expect((await get('/api/usercampaign', cookie)).json().campaign.is360).toBe(!first.is360);
  });

  it('keeps the session through a progress write, yet shows the new progress on the next read', async () => {
    const cookie = await t.login('marco.bianchi');
    const me = (await get('/api/auth/me', cookie)).json().user;
    const [campaign] = (await get('/api/usercampaign/list', cookie)).json();
    expect((await post(`/api/usercampaign/${campaign.id}`, cookie, { lang: 'it' })).statusCode).toBe(200);
    const tests = (await get(`/api/usercampaign/${campaign.id}/usertests`, cookie)).json().usertests;
    const test = tests.find((x: { status: string }) => x.status !== 'complete');
    const saved = await post(`/api/tests/${test.id}/status/${campaign.id}/${me.id}`, cookie, { version: 1_000_000, status: 'complete' });
    expect(saved.json()).toMatchObject({ status: true, applied: true });
    // The session was not read again: gone from the table, still served from the cache.
    await sql`delete from sessions where user_id = ${me.id}`.execute(t.database.db);
    const after = (await get(`/api/usercampaign/${campaign.id}/usertests`, cookie)).json().usertests;
    expect(after.find((x: { id: number }) => x.id === test.id).status).toBe('complete');
  });
});
