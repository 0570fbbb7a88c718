import Fastify from 'fastify';
import { issueResetToken } from '../auth/reset-tokens';
import { readOutbox } from '../mail/read-outbox';
import { testDatabases } from '../test-harness/databases';
import { DEMO_PASSWORD, persona, startTestApp, type TestApp } from '../test-harness/test-app';
import { installCsrfGuard } from './csrf';
import { installErrorHandler } from './error-handler';

async function appAt(auth: { publicUrl: string; loopbackAliases: boolean }) {
  const app = Fastify();
  installErrorHandler(app);
  installCsrfGuard(app, auth);
  app.post('/api/change', async () => ({ status: true }));
  await app.ready();
  return app;
}

const change = (app: Awaited<ReturnType<typeof appAt>>, origin: string) => app.inject({ method: 'POST', url: '/api/change', headers: { origin } });

describe('changes from the pages of the app only', () => {
  it('accepts 127.0.0.1 and [::1] beside localhost when PUBLIC_URL was not set, on the same port only', async () => {
    const app = await appAt({ publicUrl: 'http://localhost:8080', loopbackAliases: true });
    for (const origin of ['http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080']) {
      expect((await change(app, origin)).statusCode).toBe(200);
    }
    for (const origin of ['http://127.0.0.1:9090', 'https://127.0.0.1:8080', 'http://192.168.1.10:8080', 'http://localhost.evil.net:8080']) {
      const refused = await change(app, origin);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        status: false,
        code: 'FOREIGN_ORIGIN',
        message: 'cross-origin request refused: open the application from http://localhost:8080',
        appUrl: 'http://localhost:8080',
      });
    }
    await app.close();
  });

  it('accepts PUBLIC_URL’s origin alone when it was set', async () => {
    const app = await appAt({ publicUrl: 'http://localhost:8080', loopbackAliases: false });
    expect((await change(app, 'http://localhost:8080')).statusCode).toBe(200);
    expect((await change(app, 'http://127.0.0.1:8080')).json()).toMatchObject({ code: 'FOREIGN_ORIGIN', appUrl: 'http://localhost:8080' });
    await app.close();
  });
});

/**
 * The ways a raw URL can spell an API path, which the router reads as that path or which
 * might slip past a check of the path as written: letters percent-encoded in either case,
 * encoded twice, an encoded slash, dot segments, doubled slashes, another case.
 */
function spellings(path: string): string[] {
  const rest = path.slice('/api'.length);
  const cut = path.lastIndexOf('/') + 1;
  const hex = path.charCodeAt(cut).toString(16);
  const encodedLast = (code: string) => `${path.slice(0, cut)}%${code}${path.slice(cut + 1)}`;
  return [
    path,
    `/%61pi${rest}`,
    `/%61%70%69${rest}`,
    `/%41PI${rest}`,
    `/%2561pi${rest}`,
    encodedLast(hex.toUpperCase()),
    encodedLast(hex),
    `/api%2F${rest.slice(1)}`,
    `/api%2f${rest.slice(1)}`,
    `//api${rest}`,
    `/api/${rest}`,
    `/API${rest}`,
    `/./api${rest}`,
    `/x/../api${rest}`,
    `/api/.${rest}`,
    `/api/x/..${rest}`,
    `/%2E/api${rest}`,
    `${path}/`,
    `${path}?x=1`,
  ];
}

describe.each(testDatabases())('changes from another origin, however the path is spelt, on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t?.close());

  const FOREIGN = 'https://evil.example.net';
  const post = (url: string, origin: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { origin }, payload });
  const count = async (table: 'sessions' | 'logs' | 'password_reset_tokens') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Every spelling of `path` posted from another origin is refused before the route, and sets no cookie. */
  async function refusedEverySpelling(path: string, payload: object): Promise<void> {
    for (const url of spellings(path)) {
      const response = await post(url, FOREIGN, payload);
      expect({ url, status: response.statusCode, code: response.json().code, cookie: response.headers['set-cookie'] }).toEqual({
        url,
        status: 403,
        code: 'FOREIGN_ORIGIN',
        cookie: undefined,
      });
    }
  }

  it('signs no one in', async () => {
    const sessions = await count('sessions');
    await refusedEverySpelling('/api/auth/login', { username: persona('luca.ferri'), password: DEMO_PASSWORD });
    expect(await count('sessions')).toBe(sessions);

    const own = await post('/api/auth/login', 'http://app.test', { username: persona('luca.ferri'), password: DEMO_PASSWORD });
    expect(own.statusCode).toBe(200);
    expect(own.cookies.map((c) => c.name)).toContain('skillup_session');
  });

  it('neither mails a reset link, nor checks or spends a reset token', async () => {
    const email = persona('marco.bianchi');
    const account = await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const token = await issueResetToken(t.database.db, account.id, 60);
    const tokens = await count('password_reset_tokens');

    await refusedEverySpelling('/api/auth/sendPasswordReset', { email });
    await refusedEverySpelling('/api/auth/checkToken', { email, token });
    const password = 'Nuova-Chiave-2026!';
    await refusedEverySpelling('/api/auth/resetPassword', { email, token, password, password_confirmation: password, timezone: 'Europe/Rome' });

    expect(await readOutbox(t.settings.auth.mail.outboxDir, 1, 300)).toEqual([]);
    expect(await count('password_reset_tokens')).toBe(tokens);
    const checked = await post('/api/auth/checkToken', 'http://app.test', { email, token });
    expect(checked.json()).toEqual({ data: { status: true, username: email } });
    expect((await post('/api/auth/login', 'http://app.test', { username: email, password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('keeps no client log', async () => {
    const logs = await count('logs');
    await refusedEverySpelling('/api/logs', { data: 'forged' });
    expect(await count('logs')).toBe(logs);
    expect((await post('/api/logs', 'http://app.test', { data: 'own' })).statusCode).toBe(200);
    expect(await count('logs')).toBe(logs + 1);
  });
});
