import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base } from './test';

export interface AppServer {
  url: string;
  /** Where this server serves the activities (docs/security.md). */
  activitiesUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * A worker fixture: an app server of its own, seeded afresh, for specs that change personas
 * for good (accepting privacy, choosing a campaign language, progress in a test, a new
 * password), so the personas of every other spec stay as docs/demo.md describes them. Each spec
 * registers it under its own name, and so gets a server of its own. `env` adds to or changes
 * the server's environment (scripts/app-server.mjs).
 */
export function ownServer(
  env: Record<string, string> = {},
): [(args: object, use: (app: AppServer) => Promise<void>) => Promise<void>, { scope: 'worker'; timeout: number }] {
  return [
    // Playwright reads a fixture's dependencies from this pattern: it has none.
    async ({}, use) => {
      const { startAppServer } = await import('../../scripts/app-server.mjs');
      const app = await startAppServer({ env });
      await use(app);
      await app.stop();
    },
    // The server's own start-up allowance (scripts/app-server.mjs) and a minute to publish the remotes.
    { scope: 'worker', timeout: Number(process.env.SKILLUP_START_TIMEOUT_MS ?? 60_000) + 60_000 },
  ];
}

/**
 * One such server under the name `freshApp`, which every spec using `freshTest` shares within a
 * worker: for specs whose changes touch personas no other spec reads. A spec that changes a
 * persona another spec reads registers `ownServer()` under a name of its own instead.
 */
export const freshTest = base.extend<object, { freshApp: AppServer }>({
  freshApp: ownServer(),
  baseURL: async ({ freshApp }, use) => use(freshApp.url),
});

/** Undoes quoted-printable: soft line breaks go, and each =XX is a byte of UTF-8. */
const unquote = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A header's MIME encoded words (RFC 2047) as text. */
const decodeHeader = (value: string) =>
  value.replace(/\s*=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : unquote(data.replace(/_/g, ' ')),
  );

export interface OutboxMail {
  subject: string;
  body: string;
}

/** The mails of the server's outbox (<data>/outbox, one .eml each when no SMTP_URL is set) addressed to `email`. */
export function outboxMailsTo(dataDir: string, email: string): OutboxMail[] {
  const outbox = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.sort().flatMap((file) => {
    const raw = readFileSync(join(outbox, file), 'utf8');
    const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
    const headers = head.replace(/\r?\n[ \t]+/g, ' ');
    const to = /^To: (.*)$/im.exec(headers)?.[1] ?? '';
    if (!to.includes(email)) return [];
    return [{ subject: decodeHeader(/^Subject: (.*)$/im.exec(headers)?.[1] ?? ''), body: unquote(rest.join('\n\n')) }];
  });
}

/** The new-password link of the last mail (a reset, or an invitation) the server wrote for `email`. */
export function resetLinkFromOutbox(dataDir: string, email: string): string | undefined {
  const pattern = new RegExp(
    `/new_password/[^/\\s"'<>]+/${encodeURIComponent(email).replace(/\./g, '\\.')}|/new_password/[^/\\s"'<>]+/${email.replace(/\./g, '\\.')}`,
  );
  for (const mail of outboxMailsTo(dataDir, email).reverse()) {
    const match = mail.body.match(pattern);
    if (match) return match[0];
  }
  return undefined;
}
