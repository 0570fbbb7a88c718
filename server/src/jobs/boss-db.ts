import { CompiledQuery, type Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/schema';

/** The queue's tables live in a schema of their own, which pg-boss creates and migrates. */
export const JOBS_SCHEMA = 'pgboss';

/** pg-boss's schema creation and migrations: several statements in one text, opened by BEGIN. */
const OPENS_TRANSACTION = /^\s*BEGIN\b/i;

/**
 * The queue's statements go through Kysely like every other query: on the embedded PGlite
 * that is the one session behind the dialect's lock, and given a transaction, a job is sent
 * or not with the rows written beside it (docs/jobs.md).
 *
 * A text that opens its own transaction and fails part-way leaves its connection inside the
 * aborted transaction; pg-boss expects that failure when replicas start together on a fresh
 * database (its schema "already exists") and goes on. So the failure is rolled back on the
 * very connection before it returns to the pool, where the next query would otherwise meet
 * "current transaction is aborted" (docs/deploy.md, "Replicas").
 */
export const bossDb = (db: Kysely<Database>): PgBoss.Db => ({
  async executeSql(text, values) {
    const query = CompiledQuery.raw(text, values ?? []);
    if (db.isTransaction || !OPENS_TRANSACTION.test(text)) {
      const result = await db.executeQuery(query);
      return { rows: [...result.rows] };
    }
    return db.connection().execute(async (connection) => {
      try {
        const result = await connection.executeQuery(query);
        return { rows: [...result.rows] };
      } catch (error) {
        await connection.executeQuery(CompiledQuery.raw('ROLLBACK')).catch(() => undefined);
        throw error;
      }
    });
  },
});
