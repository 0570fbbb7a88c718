import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SinkOptions {
  /** An SMTP answer (450, 550…) for a recipient the relay refuses, or null to take them. */
  refuse?: (address: string) => { code: number; message: string } | null;
  /** How long each message takes to be taken: a slow relay. */
  delayMs?: number;
}

export interface ReceivedMail {
  envelopeTo: string[];
  mail: ParsedMail;
}

/** A real SMTP server on a free port that keeps what it receives. */
export async function startSmtpSink(options: SinkOptions = {}) {
  const received: ReceivedMail[] = [];
  const waiting: (() => void)[] = [];
  // Messages being handed over at the same moment, and the most there ever were.
  const handing = { now: 0, most: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      handing.now += 1;
      handing.most = Math.max(handing.most, handing.now);
      const done = (err?: Error) => {
        handing.now -= 1;
        callback(err);
      };
      simpleParser(stream).then(
        async (mail) => {
          if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
          received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
          waiting.splice(0).forEach((wake) => wake());
          done();
        },
        (err: Error) => done(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const next = () => new Promise<void>((resolve) => waiting.push(resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next,
    /** The most messages that were ever being handed over at once. */
    mostAtOnce: () => handing.most,
    /** Until this many mails have arrived in all. */
    async count(total: number, ms = 60_000): Promise<void> {
      const deadline = Date.now() + ms;
      while (received.length < total) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${total} mails arrived`);
        await Promise.race([next(), new Promise((r) => setTimeout(r, 200))]);
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
