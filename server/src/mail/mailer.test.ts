import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { testDatabases } from '../test-harness/databases';
import { persona, startTestApp, testAuthSettings } from '../test-harness/test-app';
import { createMailer } from './mailer';
import { readOutbox, resetLinkIn } from './read-outbox';
import { resetMail } from './reset-mail';

/** A real SMTP server on a free port that keeps what it receives. */
async function startSmtp() {
  const received: { envelopeTo: string[]; mail: ParsedMail }[] = [];
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
          waiting.splice(0).forEach((wake) => wake());
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next: () => new Promise<void>((resolve) => waiting.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const message = resetMail({
  to: 'elena.galli@demo.skillup.test',
  firstName: 'Elena',
  lang: 'es',
  link: 'http://app.test/new_password/abc/elena.galli%40demo.skillup.test',
  ttlMinutes: 60,
});

describe('mail delivery', () => {
  const dir = mkdtempSync(join(tmpdir(), 'skillup-mail-'));
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
    expect(mail!.html).toContain('<a href="http://app.test/new_password/abc/elena.galli%40demo.skillup.test">Elige una nueva contraseña</a>');
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
    const smtp = await startSmtp();
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
    const smtp = await startSmtp();
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
