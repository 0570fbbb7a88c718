import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { testDatabases } from '../test-harness/databases';
import { DEMO_PASSWORD, persona, startTestApp, testAuthSettings, type TestApp } from '../test-harness/test-app';

/*
 * docs/deploy.md, "A crowd signing in": one password hashed at a time, a turn awaited for at
 * most 150 ms, so that a crowd finds the bound at once.
 */
describe.each(testDatabases())('a crowd signing in on $name', (target) => {
  let t: TestApp;
  const workDir = mkdtempSync(join(tmpdir(), 'skillup-crowd-'));

  beforeAll(async () => {
    t = await startTestApp(target, { auth: { ...testAuthSettings(workDir), passwordWork: { concurrency: 1, maxWaitMs: 150 } } });
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  const login = (name: string, password = DEMO_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: persona(name), password } });

  /** Holds the one place and the one turn close enough, until let go: the next sign-in finds the bound. */
  async function occupy() {
    const reply = { header: () => reply } as unknown as FastifyReply;
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    // The second waits its turn when a hash is measured quick enough, and is refused otherwise:
    // either way a newcomer's turn is too far.
    const holders = [t.app.passwordWork.run(reply, () => held), t.app.passwordWork.run(reply, () => held).catch(() => undefined)];
    return async () => {
      letGo();
      await Promise.all(holders);
    };
  }

  it('refuses the sign-ins it cannot start soon with 503 and Retry-After, and lets the others in', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => login('luca.ferri')));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c !== 200 && c !== 503)).toEqual([]);
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(1);
    const refused = answers.filter((a) => a.statusCode === 503);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const answer of refused) {
      expect(answer.json()).toMatchObject({ status: false, code: 'SIGN_IN_BUSY' });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
  });

  it('does not count a refused sign-in as a wrong password', async () => {
    const release = await occupy();
    // More refusals than the failures allowed before the throttle makes anyone wait.
    for (let i = 0; i < 8; i += 1) expect((await login('anna.rossi', 'wrong-password')).statusCode).toBe(503);
    await release();
    expect((await login('anna.rossi')).statusCode).toBe(200);
  });

  it('keeps answering people already signed in while nobody else can get in', async () => {
    const cookie = await t.login('marco.bianchi');
    const release = await occupy();
    expect((await login('luca.ferri')).statusCode).toBe(503);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
    await release();
  });

  it('sends the plain login form back with the message to try again in a moment', async () => {
    const release = await occupy();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: persona('luca.ferri'), password: DEMO_PASSWORD }).toString(),
    });
    await release();
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login?error=signInBusy');
  });
});
