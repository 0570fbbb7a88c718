// A data folder for the embedded database, made before the server starts on it: the embedded
// database has one owner at a time. The built CLI, finding no server at SKILLUP_URL, opens the
// folder itself, which migrates and seeds it as the server would; the bench's own rows are then
// added through PGlite.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { freePort, repoRoot } from '../../scripts/app-server.mjs';

const run = promisify(execFile);

/**
 * The folder, migrated and seeded, with what `add` wrote through PGlite; `remove` deletes it.
 * @template T
 * @param {string} prefix the temporary folder's name, before its random part
 * @param {(query: (text: string, params?: unknown[]) => Promise<{ rows: any[] }>) => Promise<T>} add
 * @returns {Promise<{ dataDir: string, added: T, remove: () => void }>}
 */
export async function seededPgliteDataDir(prefix, add) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const env = { ...process.env, SKILLUP_DATA_DIR: dataDir, SKILLUP_URL: `http://127.0.0.1:${await freePort()}` };
    delete env.DATABASE_URL;
    await run(process.execPath, [join(repoRoot, 'server/dist/cli.js'), 'list'], { cwd: repoRoot, env });
    const db = await PGlite.create({ dataDir: join(dataDir, 'pgdata') });
    try {
      return { dataDir, added: await add((text, params) => db.query(text, params)), remove };
    } finally {
      await db.close();
    }
  } catch (err) {
    remove();
    throw err;
  }
}
