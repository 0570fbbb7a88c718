// The API the dev host talks to: a server already running (`--api`), or the built server
// started here on the embedded database with fresh demo data.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startAppServer } from '../app-server.mjs';

/** What the server's page names as the activities' base (server/src/static/activities-meta.ts). */
const ACTIVITIES_META = /<meta name="?skillup-activities"? content="?([^">]+)"?/;

async function activitiesBaseOf(url) {
  const page = await fetch(`${url}/`, { headers: { accept: 'text/html' } }).then((res) => res.text());
  const match = ACTIVITIES_META.exec(page);
  if (!match) throw new Error(`${url}/ names no activities origin: is the host built there?`);
  return match[1];
}

/**
 * @param {{ repoRoot: string, apiUrl: string | null, apiPort: number, devOrigin: string }} options
 * @returns {Promise<{ url: string, publicOrigin: string, activitiesBase: string, stop: () => Promise<void> }>}
 */
export async function devApi({ repoRoot, apiUrl, apiPort, devOrigin }) {
  if (apiUrl) {
    const health = await fetch(`${apiUrl}/api/health`).catch(() => null);
    if (!health?.ok) throw new Error(`no Skillup server answers at ${apiUrl}`);
    // Its own origin is the one its cross-origin check and the activities' frame-ancestors name.
    return { url: apiUrl, publicOrigin: apiUrl, activitiesBase: await activitiesBaseOf(apiUrl), stop: async () => {} };
  }
  if (!existsSync(join(repoRoot, 'server', 'dist', 'main.js'))) throw new Error('the server is not built: run `npm run build` first');
  // The dev server's origin is the app's: cookies, the cross-origin check and the activities'
  // frame-ancestors all name it.
  const server = await startAppServer({ port: apiPort, activitiesPort: apiPort + 1, publicUrl: devOrigin });
  const activitiesBase = `${new URL(devOrigin).protocol}//${new URL(devOrigin).hostname}:${apiPort + 1}/tests/`;
  return { url: server.url, publicOrigin: devOrigin, activitiesBase, stop: server.stop };
}
