import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { testDatabases } from '../test-harness/databases';
import { DEMO_PASSWORD, persona, startTestApp, testAuthSettings, type TestApp } from '../test-harness/test-app';
import { hashToken } from './sessions';

const signIn = (t: TestApp) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: persona('luca.ferri'), password: DEMO_PASSWORD } });

describe.each(testDatabases())('the session cookie and lifetime on $name', (target) => {
  let t: TestApp;
  let https: TestApp;
  let work: string;
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'skillup-session-'));
    t = await startTestApp(target);
    https = await startTestApp(target, { auth: { ...testAuthSettings(work), publicUrl: 'https://app.test' } });
  });
  afterAll(async () => {
    await t?.close();
    await https?.close();
    rmSync(work, { recursive: true, force: true });
  });

  const backdate = (id: string, createdAt: Date, expiresAt: Date) =>
    sql`update sessions set created_at = ${createdAt}, expires_at = ${expiresAt} where id = ${id}`.execute(t.database.db);

  it('is __Host- prefixed and Secure when PUBLIC_URL is https, even behind a proxy that speaks http', async () => {
    const response = await signIn(https);
    expect(response.cookies.map((c) => c.name)).toEqual(['__Host-skillup_session']);
    const cookie = response.cookies[0]!;
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie.domain).toBeUndefined();
    const me = (name: string) => https.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `${name}=${cookie.value}` } });
    expect((await me('__Host-skillup_session')).statusCode).toBe(200);
    // A cookie without the prefix may have been planted by a sibling domain: it is not read.
    expect((await me('skillup_session')).statusCode).toBe(401);
    const logout = await https.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: `__Host-skillup_session=${cookie.value}` } });
    expect(logout.cookies.find((c) => c.name === '__Host-skillup_session')).toMatchObject({ secure: true, path: '/' });
  });

  it('keeps its plain name over http', async () => {
    expect((await signIn(t)).cookies.map((c) => c.name)).toEqual(['skillup_session']);
  });

  it('ends SESSION_MAX_HOURS after sign-in however active it stays', async () => {
    const response = await signIn(t);
    const token = response.cookies[0]!.value;
    const me = () => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `skillup_session=${token}` } });
    expect((await me()).statusCode).toBe(200);
    const id = hashToken(token);
    // Active all along (idle expiry ahead), but signed in 25 hours ago.
    await backdate(id, new Date(Date.now() - 25 * 3_600_000), new Date(Date.now() + 3_600_000));
    expect((await me()).statusCode).toBe(401);
  });

  it('never pushes the idle expiry past the absolute end', async () => {
    const response = await signIn(t);
    const token = response.cookies[0]!.value;
    const id = hashToken(token);
    const signedInAt = new Date(Date.now() - 23.5 * 3_600_000);
    await backdate(id, signedInAt, new Date(Date.now() + 60_000));
    await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `skillup_session=${token}` } });
    const row = await t.database.db.selectFrom('sessions').select('expires_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.expires_at.getTime()).toBeLessThanOrEqual(signedInAt.getTime() + 24 * 3_600_000);
    expect(row.expires_at.getTime()).toBeGreaterThan(Date.now() + 20 * 60_000);
  });
});
