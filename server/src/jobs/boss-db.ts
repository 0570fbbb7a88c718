import { CompiledQuery, type Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/schema';

/** The queue's tables live in a schema of their own, which pg-boss creates and migrates. */
export const JOBS_SCHEMA = 'pgboss';

/**
 * The queue's statements go through Kysely like every other query: on the embedded PGlite
 * that is the one session behind the dialect's lock, and given a transaction, a job is sent
 * or not with the rows written beside it (docs/jobs.md).
 */
export const bossDb = (db: Kysely<Database>): PgBoss.Db => ({
  async executeSql(text, values) {
    const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
    return { rows: [...result.rows] };
  },
});
