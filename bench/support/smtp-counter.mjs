// A relay in the bench's own process for benches that send many mails: it takes every message
// and keeps counts only (messages, bytes, how many times each address was written to), since
// parsing thousands of bodies would load the machine more than the server being measured.
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a free port of 127.0.0.1; `url` is what SMTP_URL takes. */
export async function startSmtpCounter() {
  const perRecipient = new Map();
  const waiting = new Set();
  const counts = { messages: 0, bytes: 0, firstAt: null, lastAt: null };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let bytes = 0;
      stream.on('data', (chunk) => (bytes += chunk.length));
      stream.on('end', () => {
        // A message counts once the whole of it has arrived, as the relay's 250 says.
        counts.messages += 1;
        counts.bytes += bytes;
        counts.lastAt = performance.now();
        counts.firstAt ??= counts.lastAt;
        for (const { address } of session.envelope.rcptTo) {
          const key = address.toLowerCase();
          perRecipient.set(key, (perRecipient.get(key) ?? 0) + 1);
        }
        for (const wake of waiting) wake();
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    counts,
    perRecipient,
    /** True once `total` messages have arrived, false if `timeoutMs` passes first. */
    async until(total, timeoutMs) {
      const deadline = performance.now() + timeoutMs;
      while (counts.messages < total) {
        const left = deadline - performance.now();
        if (left <= 0) return false;
        await new Promise((resolve) => {
          const timer = setTimeout(done, Math.min(left, 1000));
          function done() {
            clearTimeout(timer);
            waiting.delete(done);
            resolve();
          }
          waiting.add(done);
        });
      }
      return true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
