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

export const freshTest = base.extend<object, { freshApp: AppServer }>({
  freshApp: ownServer(),
  baseURL: async ({ freshApp }, use) => use(freshApp.url),
});

/** The new-password link of the last reset e-mail the server wrote for `email`. */
export function resetLinkFromOutbox(dataDir: string, email: string): string | undefined {
  const outbox = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return undefined;
  }
  const pattern = new RegExp(
    `/new_password/[^/\\s"'<>]+/${encodeURIComponent(email).replace(/\./g, '\\.')}|/new_password/[^/\\s"'<>]+/${email.replace(/\./g, '\\.')}`,
  );
  for (const file of files.reverse()) {
    // Quoted-printable mail bodies break long lines with '=' and write '=' as '=3D'.
    const text = readFileSync(join(outbox, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/gi, '=');
    const match = text.match(pattern);
    if (match) return match[0];
  }
  return undefined;
}
