import { mkdtempSync, rmSync } from 'node:fs';
import { sql } from 'kysely';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabases } from '../test-harness/databases';
import { DEMO_PASSWORD, persona, startTestApp, testAuthSettings, type TestApp } from '../test-harness/test-app';
import { readOutbox, resetLinkIn } from '../mail/read-outbox';
import { RESET_REQUESTED_MESSAGE } from './password-reset-routes';

const NEW_PASSWORD = 'Nuova-Password-42';

describe.each(testDatabases())('password reset on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t?.close());
  beforeEach(() => rmSync(t.settings.auth.mail.outboxDir, { recursive: true, force: true }));

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, headers });
  const login = (name: string, password: string) => post('login', { username: persona(name), password });
  const resetBody = (email: string, token: string, password = NEW_PASSWORD, confirmation = password) => ({
    email,
    token,
    password,
    password_confirmation: confirmation,
    timezone: 'Europe/Rome',
  });

  /** Asks for a reset of `name` and returns the token of the mail that arrives. */
  async function requestReset(name: string): Promise<string> {
    const response = await post('sendPasswordReset', { email: persona(name) });
    expect(response.json()).toEqual({ status: true, message: RESET_REQUESTED_MESSAGE });
    const [mail] = await readOutbox(t.settings.auth.mail.outboxDir);
    return resetLinkIn(mail!).token;
  }

  it('answers a known and an unknown address alike, and mails only the known one', async () => {
    const known = await post('sendPasswordReset', { email: `  ${persona('marco.bianchi').toUpperCase()}` });
    const unknown = await post('sendPasswordReset', { email: 'nobody@demo.skillup.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ status: true, message: RESET_REQUESTED_MESSAGE });
    expect(unknown.json()).toEqual(known.json());

    const mails = await readOutbox(t.settings.auth.mail.outboxDir, 2, 1000);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toMatchObject({ text: persona('marco.bianchi') });
    const { link, token, email } = resetLinkIn(mail);
    expect(link.startsWith('http://app.test/new_password/')).toBe(true);
    expect(email).toBe(persona('marco.bianchi'));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('Demo S.p.A.');
    expect(mail.text).toContain('Demo S.p.A.');
  });

  it("shows the logo of the user's company, with its name as the image's text", async () => {
    const db = t.database.db;
    const { company_id } = await db.selectFrom('users').select('company_id').where('email', '=', persona('marco.bianchi')).executeTakeFirstOrThrow();
    const { name, logo } = await db.selectFrom('companies').select(['name', 'logo']).where('id', '=', company_id).executeTakeFirstOrThrow();
    await db
      .updateTable('companies')
      .set({ name: 'Demo <b>& Co</b>', logo: 'https://cdn.example.com/demo.png' })
      .where('id', '=', company_id)
      .execute();
    try {
      await post('sendPasswordReset', { email: persona('marco.bianchi') });
      const [mail] = await readOutbox(t.settings.auth.mail.outboxDir);
      expect(mail!.html).toMatch(/<img[^>]*alt="Demo &lt;b&gt;&amp; Co&lt;\/b&gt;"[^>]*src="https:\/\/cdn\.example\.com\/demo\.png"/s);
      expect(mail!.html).not.toContain('<b>');
      expect(mail!.text).toContain('Demo <b>& Co</b>');
    } finally {
      await db.updateTable('companies').set({ name, logo }).where('id', '=', company_id).execute();
    }
  });

  it('builds the link from PUBLIC_URL, never from the Host header', async () => {
    await post('sendPasswordReset', { email: persona('giulia.verdi') }, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    const [mail] = await readOutbox(t.settings.auth.mail.outboxDir);
    expect(resetLinkIn(mail!).link.startsWith('http://app.test/')).toBe(true);
    expect(mail!.text).not.toContain('evil.example');
  });

  it('writes the mail in the language of the user: Italian for marco (no language), English for paolo', async () => {
    await post('sendPasswordReset', { email: persona('marco.bianchi') });
    const [italian] = await readOutbox(t.settings.auth.mail.outboxDir);
    expect(italian!.subject).toBe('Reimposta la tua password');
    expect(italian!.text).toContain('Ciao Marco,');
    rmSync(t.settings.auth.mail.outboxDir, { recursive: true, force: true });
    await post('sendPasswordReset', { email: persona('paolo.neri') });
    const [english] = await readOutbox(t.settings.auth.mail.outboxDir);
    expect(english!.subject).toBe('Reset your password');
    expect(english!.text).toContain('Hello Paolo,');
  });

  it('stores only the SHA-256 of the token, with an expiry', async () => {
    const token = await requestReset('giulia.verdi');
    const rows = await t.database.db.selectFrom('password_reset_tokens').selectAll().execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    const { createHash } = await import('node:crypto');
    const row = rows.find((r) => r.token_hash === createHash('sha256').update(token).digest('hex'));
    expect(row).toBeDefined();
    const minutes = (new Date(row!.expires_at).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('answers before it looks the address up, so a known and an unknown one wait for the same work', async () => {
    // With the tokens out of reach, the work for a known address would fail if the answer waited for it.
    await sql`alter table password_reset_tokens rename to password_reset_tokens_away`.execute(t.database.db);
    try {
      const known = await post('sendPasswordReset', { email: persona('marco.bianchi') });
      const unknown = await post('sendPasswordReset', { email: 'nobody@demo.skillup.test' });
      expect({ status: known.statusCode, body: known.body }).toEqual({ status: unknown.statusCode, body: unknown.body });
      expect(known.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await sql`alter table password_reset_tokens_away rename to password_reset_tokens`.execute(t.database.db);
    }
  });

  it('checks a token: valid, wrong token, and an unknown address answered exactly as a wrong token', async () => {
    const token = await requestReset('giulia.verdi');
    const check = (email: string, tok: string) => post('checkToken', { email, token: tok });

    const valid = await check(persona('giulia.verdi'), token);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ data: { status: true, username: persona('giulia.verdi') } });

    const wrong = await check(persona('giulia.verdi'), `${token}x`);
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ data: { status: false, code: 'INVALID_TOKEN', username: persona('giulia.verdi') } });

    const otherUser = await check(persona('paolo.neri'), token);
    expect(otherUser.json()).toEqual({ data: { status: false, code: 'INVALID_TOKEN', username: persona('paolo.neri') } });

    const unknown = await check('nobody@demo.skillup.test', token);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ data: { status: false, code: 'INVALID_TOKEN', username: 'nobody@demo.skillup.test' } });
  });

  it('resets the password once: the token is single use, sessions and other tokens are gone', async () => {
    const session = await t.login('sara.conti');
    const older = await requestReset('sara.conti');
    rmSync(t.settings.auth.mail.outboxDir, { recursive: true, force: true });
    const token = await requestReset('sara.conti');

    const reset = await post('resetPassword', resetBody(persona('sara.conti'), token));
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ status: true, username: persona('sara.conti') });

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: session } });
    expect(me.statusCode).toBe(401);
    expect((await login('sara.conti', DEMO_PASSWORD)).json()).toMatchObject({ code: 'WRONG_CREDENTIALS' });
    expect((await login('sara.conti', NEW_PASSWORD)).json()).toMatchObject({ status: true, user: { firstName: 'Sara' } });

    const again = await post('resetPassword', resetBody(persona('sara.conti'), token, 'Ancora-Un-Altra-7'));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ status: false, code: 'INVALID_TOKEN', message: expect.any(String) });
    expect((await post('checkToken', { email: persona('sara.conti'), token })).json().data.code).toBe('INVALID_TOKEN');
    expect((await post('checkToken', { email: persona('sara.conti'), token: older })).json().data.code).toBe('INVALID_TOKEN');
  });

  it('refuses a reset for an unknown address exactly as one with a wrong token', async () => {
    const unknown = await post('resetPassword', resetBody('nobody@demo.skillup.test', 'whatever'));
    const wrongToken = await post('resetPassword', resetBody(persona('paolo.neri'), 'whatever'));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ status: false, code: 'INVALID_TOKEN', message: expect.stringMatching(/\S/) });
    expect({ status: unknown.statusCode, body: unknown.body }).toEqual({ status: wrongToken.statusCode, body: wrongToken.body });
  });

  it('refuses a password that breaks the rules with 422 INVALID_PASSWORD and the rule codes, keeping the token', async () => {
    const token = await requestReset('paolo.neri');
    const response = await post('resetPassword', resetBody(persona('paolo.neri'), token, 'abc', 'abd'));
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body).toMatchObject({ status: false, code: 'INVALID_PASSWORD' });
    expect(body.errors.password).toEqual(['mixed', 'numbers', 'symbols', 'min', 'confirmed']);
    expect(body.message).toContain('almeno 8 caratteri');

    const breached = await post('resetPassword', resetBody(persona('paolo.neri'), token, 'P@ssw0rd'));
    expect(breached.json().errors).toEqual({ password: ['uncompromised'] });

    expect((await post('checkToken', { email: persona('paolo.neri'), token })).json().data.status).toBe(true);
    expect((await login('paolo.neri', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('sends elena, who must change her password, to the new-password screen and then signs her in', async () => {
    const first = await login('elena.galli', DEMO_PASSWORD);
    expect(first.statusCode).toBe(200);
    const { token, email } = first.json();
    expect(email).toBe(persona('elena.galli'));
    expect(first.cookies).toHaveLength(0);
    expect((await t.database.db.selectFrom('password_reset_tokens').select('token_hash').execute()).map((r) => r.token_hash)).not.toContain(token);

    expect((await post('checkToken', { email, token })).json()).toEqual({ data: { status: true, username: email } });
    // The password she was given is not one she may keep.
    const same = await post('resetPassword', resetBody(email, token, DEMO_PASSWORD));
    expect(same.statusCode).toBe(422);
    expect(same.json()).toEqual({
      status: false,
      code: 'INVALID_PASSWORD',
      message: 'La nuova password deve essere diversa da quella attuale.',
      errors: { password: ['unchanged'] },
    });
    const reset = await post('resetPassword', resetBody(email, token));
    expect(reset.json()).toEqual({ status: true, username: email });

    const after = await login('elena.galli', NEW_PASSWORD);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ status: true, user: { firstName: 'Elena', privacy: true }, campaigns: [expect.any(Object)] });
    expect(after.cookies.find((c) => c.name === 'skillup_session')).toBeDefined();
  });
});

describe.each(testDatabases())('reset token expiry on $name', (target) => {
  let t: TestApp;
  const outbox = mkdtempSync(join(tmpdir(), 'skillup-expiry-'));
  beforeAll(async () => {
    // 3 s: long enough to check the token on a busy machine, short enough to see it expire.
    t = await startTestApp(target, { auth: { ...testAuthSettings(outbox), resetTokenTtlMinutes: 0.05 } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  it('refuses a token once its time is up', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: persona('elena.galli'), password: DEMO_PASSWORD },
    });
    const { token, email } = first.json();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/checkToken', payload: { email, token } })).json().data.status).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 3_200));
    const late = await t.app.inject({ method: 'POST', url: '/api/auth/checkToken', payload: { email, token } });
    expect(late.json()).toEqual({ data: { status: false, code: 'INVALID_TOKEN', username: email } });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resetPassword',
      payload: { email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(422);
    expect(reset.json().code).toBe('INVALID_TOKEN');
  });
});
