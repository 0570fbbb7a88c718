import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { migrateToLatest } from '../db/migrate';
import { PGliteDialect } from '../db/pglite-dialect';
import type { Database } from '../db/schema';
import { seedDemoData } from '../db/seed/seed';
import { SEEDED_PGLITE_ENV } from './databases';

/**
 * Jest's global setup of the server suites: one in-memory PGlite migrated and seeded as
 * openDatabase leaves a fresh one, dumped to a file every suite's app starts from
 * (databases.ts, createSeeded). Creating, migrating and seeding a PGlite took each suite
 * seconds of a core; loading the dump takes about one. The workers inherit the variable.
 */
export default async function seedPglite(): Promise<void> {
  const pglite = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  try {
    await migrateToLatest(db);
    await seedDemoData(db);
    const dump = await pglite.dumpDataDir('none');
    const file = join(mkdtempSync(join(tmpdir(), 'skillup-seeded-pglite-')), 'pgdata.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env[SEEDED_PGLITE_ENV] = file;
  } finally {
    await db.destroy();
  }
}
