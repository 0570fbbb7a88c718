import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Pool } from 'pg';
import { ensurePrivateDirSync } from '../config/private-dir';
import { pgliteListen, postgresListen, type Listen } from './listen';
import { PGliteDialect } from './pglite-dialect';
import { lockDataDir } from './pglite-lock';
import type { Database } from './schema';

export type DatabaseSpec =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  /**
   * Embedded and in memory: what a test file starts once. `from` is a data folder PGlite
   * dumped (`dumpDataDir`) to start from instead of an empty one: the test run's migrated and
   * seeded database, which takes a fraction of the time of creating and seeding one.
   */
  | { kind: 'memory'; from?: string };

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** What /api/health reports: the in-memory mode is PGlite too. */
  kind: 'pglite' | 'postgres';
  /**
   * A NOTIFY channel heard by this process, for what every replica must learn at once; none
   * for a PGlite data folder, which one process alone may open (pglite-lock.ts).
   */
  listen?: Listen;
  close(): Promise<void>;
}

/** A second close (the app's, then its owner's after a failed start) waits for the first. */
function closeOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/**
 * The embedded database's buffer cache lives in the server's own memory, which it never gives
 * back: PostgreSQL's default of 128 MB held a fresh server at 540 MB; 16 MB saves 120 to 170 MB
 * for imports a fifth slower, the data files staying in the operating system's cache
 * (docs/performance.md, "The embedded database's memory").
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

export async function createDatabase(spec: DatabaseSpec): Promise<DatabaseHandle> {
  if (spec.kind === 'postgres') {
    const pool = new Pool({ connectionString: spec.url });
    // An idle connection the server drops (restart, failover, an administrator) is only
    // removed from the pool; unhandled, its error would take the whole process down.
    pool.on('error', (err) => {
      process.emitWarning(`idle database connection lost (${err.message}); the next query opens another`, 'DatabaseWarning');
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', listen: postgresListen(spec.url), close: closeOnce(() => db.destroy()) };
  }
  if (spec.kind === 'memory') {
    const pglite = await PGlite.create(spec.from ? { loadDataDir: new Blob([await readFile(spec.from)]) } : {});
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    return { db, kind: 'pglite', listen: pgliteListen(pglite, db), close: closeOnce(() => db.destroy()) };
  }
  ensurePrivateDirSync(spec.dataDir);
  const unlock = lockDataDir(spec.dataDir);
  try {
    const db = new Kysely<Database>({ dialect: new PGliteDialect(await PGlite.create({ dataDir: spec.dataDir, startParams: PGLITE_START_PARAMS })) });
    return {
      db,
      kind: 'pglite',
      close: closeOnce(async () => {
        await db.destroy();
        unlock();
      }),
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

/** Round trip to the database, in milliseconds; throws when it does not answer. */
export async function pingDatabase(db: Kysely<Database>): Promise<number> {
  const started = performance.now();
  await sql`select 1`.execute(db);
  return performance.now() - started;
}
