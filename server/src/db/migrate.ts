import { Migrator, sql, type Kysely } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';
import { JOBS_SCHEMA } from '../jobs/boss-db';

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${cause}`, { cause: error });
  }
}

/** Drops every table, the migration bookkeeping and the job queue included: what `--reset` starts from. */
export async function wipeDatabase(db: Kysely<Database>): Promise<void> {
  await sql`drop schema if exists ${sql.id(JOBS_SCHEMA)} cascade`.execute(db);
  await sql`drop schema public cascade`.execute(db);
  await sql`create schema public`.execute(db);
}
