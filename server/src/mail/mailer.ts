import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { MailSettings } from '../config/auth-settings';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../config/private-dir';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where a mail went: the relay, or a file of the outbox when no relay is configured. */
export type Delivery = { via: 'smtp'; messageId: string } | { via: 'outbox'; file: string };

export interface Mailer {
  send(message: MailMessage): Promise<Delivery>;
  close(): void;
}

function smtpMailer(settings: MailSettings & { smtpUrl: string }, pooled: boolean): Mailer {
  const url = new URL(settings.smtpUrl);
  if (pooled) url.searchParams.set('pool', 'true');
  const transport: Transporter = createTransport(url.toString());
  return {
    async send(message) {
      const info = await transport.sendMail({ from: settings.from, ...message });
      return { via: 'smtp', messageId: String(info.messageId) };
    },
    close: () => transport.close(),
  };
}

/** Without a relay each mail becomes an .eml file, which any mail program opens. */
function outboxMailer(settings: MailSettings): Mailer {
  const transport: Transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: settings.from, ...message });
      await ensurePrivateDir(settings.outboxDir);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(settings.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      return { via: 'outbox', file };
    },
    close: () => transport.close(),
  };
}

/** `pooled`: a few connections kept open and reused, for a sender of many mails. */
export function createMailer(settings: MailSettings, options: { pooled?: boolean } = {}): Mailer {
  return settings.smtpUrl ? smtpMailer({ ...settings, smtpUrl: settings.smtpUrl }, options.pooled ?? false) : outboxMailer(settings);
}

/**
 * Sends in the background, so an answer takes as long whether or not a mail went out;
 * closing waits for the mails still on their way.
 */
export function backgroundMailer(mailer: Mailer, log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  const track = (task: Promise<void>) => {
    const tracked = task.finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  return {
    post(message: MailMessage, describe: (delivery: Delivery) => Record<string, unknown>) {
      track(
        mailer
          .send(message)
          .then((delivery) => log.info(describe(delivery), 'mail sent'))
          .catch((err: unknown) => log.error({ err, to: message.to }, 'mail could not be sent')),
      );
    },
    /** Work done after the answer is sent (it may post mails), so the answer never waits for it. */
    later(work: () => Promise<void>, what: string) {
      track(
        Promise.resolve()
          .then(work)
          .catch((err: unknown) => log.error({ err }, `${what} failed`)),
      );
    },
    async close() {
      while (pending.size > 0) await Promise.all(pending);
      mailer.close();
    },
  };
}
