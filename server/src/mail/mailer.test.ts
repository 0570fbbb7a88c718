import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabases } from '../test-harness/databases';
import { startSmtpSink } from '../test-harness/smtp-sink';
import { persona, startTestApp, testAuthSettings } from '../test-harness/test-app';
import { createMailer, type MailMessage } from './mailer';
import { readOutbox, resetLinkIn } from './read-outbox';
import { resetMail } from './reset-mail';

const resetMailOf = (firstName: string, company: { name: string; logo: string | null }) =>
  resetMail({
    to: 'elena.galli@demo.skillup.test',
    firstName,
    lang: 'es',
    link: 'http://app.test/new_password/abc/elena.galli%40demo.skillup.test',
    ttlMinutes: 60,
    company,
    from: 'Skillup <no-reply@app.test>',
  });

describe('mail delivery', () => {
  const dir = mkdtempSync(join(tmpdir(), 'skillup-mail-'));
  let message: MailMessage;
  beforeAll(async () => {
    message = await resetMailOf('Elena', { name: 'Demo S.p.A.', logo: null });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes an .eml file readable only by its owner when no relay is configured', async () => {
    const outboxDir = join(dir, 'outbox');
    const mailer = createMailer({ smtpUrl: null, from: 'Skillup <no-reply@app.test>', outboxDir });
    const delivery = await mailer.send(message);
    mailer.close();
    expect(delivery.via).toBe('outbox');
    expect(readdirSync(outboxDir)).toHaveLength(1);
    expect(statSync(join(outboxDir, readdirSync(outboxDir)[0]!)).mode & 0o777).toBe(0o600);
    const [mail] = await readOutbox(outboxDir);
    expect(mail!.subject).toBe('Restablece tu contraseña');
    expect(mail!.from?.value).toEqual([{ name: 'Skillup', address: 'no-reply@app.test' }]);
    expect(mail!.text).toContain('Hola Elena:');
    expect(mail!.text).toContain('Elige una nueva contraseña: http://app.test/new_password/abc/elena.galli%40demo.skillup.test');
    expect(mail!.text).toContain('Enviado por Skillup para Demo S.p.A.');
    expect(mail!.html).toMatch(
      /<a\s+href="http:\/\/app\.test\/new_password\/abc\/elena\.galli%40demo\.skillup\.test"[^>]*>\s*Elige una nueva contraseña\s*<\/a>/,
    );
    expect(mail!.html).toContain('<html lang="es"');
    expect(mail!.html).toContain('Demo S.p.A.');
  });

  it('escapes the names people typed in the HTML part, and keeps them as typed in the text part', async () => {
    const outboxDir = join(dir, 'escaped');
    const mailer = createMailer({ smtpUrl: null, from: 'Skillup <no-reply@app.test>', outboxDir });
    await mailer.send(await resetMailOf('<script>alert(1)</script>', { name: 'Bianchi & Figli', logo: 'https://cdn.example.com/logo.png' }));
    mailer.close();
    const [mail] = await readOutbox(outboxDir);
    expect(mail!.html).not.toContain('<script');
    expect(mail!.html).toContain('Hola &lt;script&gt;alert(1)&lt;/script&gt;:');
    expect(mail!.html).toMatch(/<img[^>]*alt="Bianchi &amp; Figli"[^>]*src="https:\/\/cdn\.example\.com\/logo\.png"/s);
    expect(mail!.text).toContain('Hola <script>alert(1)</script>:');
    expect(mail!.text).toContain('Bianchi & Figli');
  });

  it('takes back an outbox folder made before, open to all', async () => {
    const outboxDir = join(dir, 'open-outbox');
    mkdirSync(outboxDir);
    chmodSync(outboxDir, 0o755);
    const mailer = createMailer({ smtpUrl: null, from: 'no-reply@app.test', outboxDir });
    await mailer.send(message);
    mailer.close();
    expect(statSync(outboxDir).mode & 0o777).toBe(0o700);
  });

  it('sends through an SMTP server', async () => {
    const smtp = await startSmtpSink();
    try {
      const mailer = createMailer({ smtpUrl: smtp.url, from: 'no-reply@app.test', outboxDir: join(dir, 'unused') });
      const delivery = await mailer.send(message);
      mailer.close();
      expect(delivery.via).toBe('smtp');
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.envelopeTo).toEqual(['elena.galli@demo.skillup.test']);
      expect(smtp.received[0]!.mail.subject).toBe('Restablece tu contraseña');
    } finally {
      await smtp.close();
    }
  });

  it('mails the reset link through SMTP_URL when it is set, and writes no outbox file', async () => {
    const smtp = await startSmtpSink();
    const appDir = mkdtempSync(join(dir, 'app-'));
    const auth = testAuthSettings(appDir);
    const t = await startTestApp(testDatabases()[0]!, { auth: { ...auth, mail: { ...auth.mail, smtpUrl: smtp.url } } });
    try {
      const arrived = smtp.next();
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/sendPasswordReset', payload: { email: persona('luca.ferri') } });
      expect(response.json().status).toBe(true);
      await arrived;
      const { mail, envelopeTo } = smtp.received[0]!;
      expect(envelopeTo).toEqual([persona('luca.ferri')]);
      const { token, email } = resetLinkIn(mail);
      const check = await t.app.inject({ method: 'POST', url: '/api/auth/checkToken', payload: { email, token } });
      expect(check.json()).toEqual({ data: { status: true, username: persona('luca.ferri') } });
      expect(readdirSync(appDir)).toEqual([]);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
