import { sql, type Kysely } from 'kysely';
import type { TestSyncData } from '@skillup/shared/api/contract';
import type { Database, TestStatus } from '../db/schema';

export interface RunKey {
  userId: number;
  testId: number;
}

/** One write of the queue: SYNC carries both parts, STATUS and DATA one each. */
export interface RunWrite {
  version: number;
  status?: TestStatus;
  data?: string;
}

export interface WriteResult {
  applied: boolean;
  version: number;
}

/**
 * The highest version of the person's own outcomes of each test. The queue sends outcomes with
 * versions of the run's count (docs/queue.md §7), so a run's version as devices count from it
 * is the higher of the two: a device that takes up the server's copy then counts above both,
 * and its next outcomes are not refused as older than those another device sent last.
 */
async function outcomeVersions(db: Kysely<Database>, userId: number, testIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('test_outcomes')
    .where('user_id', '=', userId)
    .where('test_id', 'in', testIds)
    .select(['test_id', 'version'])
    .execute();
  return new Map(rows.map((r) => [r.test_id, r.version]));
}

export async function readRun(db: Kysely<Database>, key: RunKey): Promise<TestSyncData> {
  const [row, outcomes] = await Promise.all([
    db
      .selectFrom('user_tests')
      .where('user_id', '=', key.userId)
      .where('test_id', '=', key.testId)
      .select(['version', 'data', 'status'])
      .executeTakeFirst(),
    outcomeVersions(db, key.userId, [key.testId]),
  ]);
  const version = Math.max(row?.version ?? 0, outcomes.get(key.testId) ?? 0);
  return row ? { version, testData: row.data, testStatus: row.status } : { version, testData: null, testStatus: 'not attempted' };
}

/** The versions the server holds for some tests of a user, counted as readRun counts them; absent ones left out. */
export async function storedVersions(db: Kysely<Database>, userId: number, testIds: number[]): Promise<Map<number, number>> {
  if (testIds.length === 0) return new Map();
  const [rows, outcomes] = await Promise.all([
    db.selectFrom('user_tests').where('user_id', '=', userId).where('test_id', 'in', testIds).select(['test_id', 'version']).execute(),
    outcomeVersions(db, userId, testIds),
  ]);
  const held = new Map(outcomes);
  for (const row of rows) held.set(row.test_id, Math.max(row.version, held.get(row.test_id) ?? 0));
  return held;
}

/**
 * Applies a write unless the server already holds that version or a newer one.
 *
 * Status and data each keep the version that last wrote them (status_version,
 * data_version), and `version` is the highest of all. The browser counts one version per
 * user/campaign/test for every change, so a STATUS and a DATA never share a number, but
 * they can arrive out of order: with one shared column a late STATUS 5 would be dropped
 * because DATA 6 got there first, and the status change would be lost for good. With a
 * version per part, each part keeps its own newest write, whatever the order.
 *
 * A complete test stays complete unless it is repeatable (docs/behaviour.md §4: only a repeatable test
 * can be reopened). Such a refused status still takes the version, so the browser does
 * not resend it for ever.
 *
 * One statement, so concurrent writes cannot interleave: ON CONFLICT locks the row and
 * evaluates the version conditions against its latest state.
 */
export async function writeRun(db: Kysely<Database>, key: RunKey, write: RunWrite, repeatable: boolean): Promise<WriteResult> {
  const hasStatus = write.status !== undefined;
  const hasData = write.data !== undefined;
  const statusIsNewer = sql`${sql.lit(hasStatus)} and excluded.version > coalesce(ut.status_version, ut.version)`;
  const dataIsNewer = sql`${sql.lit(hasData)} and excluded.version > coalesce(ut.data_version, ut.version)`;
  const result = await sql<{ version: number }>`
    insert into user_tests as ut (user_id, test_id, status, data, version, status_version, data_version, updated_at)
    values (
      ${key.userId}, ${key.testId}, ${write.status ?? 'not attempted'}, ${write.data ?? null},
      ${write.version}, ${hasStatus ? write.version : 0}, ${hasData ? write.version : 0}, now()
    )
    on conflict (user_id, test_id) do update set
      status = case
        when not (${statusIsNewer}) then ut.status
        when ut.status = 'complete' and not ${sql.lit(repeatable)} then ut.status
        else excluded.status end,
      status_version = case when ${statusIsNewer} then excluded.version else ut.status_version end,
      data = case when ${dataIsNewer} then excluded.data else ut.data end,
      data_version = case when ${dataIsNewer} then excluded.version else ut.data_version end,
      version = greatest(ut.version, excluded.version),
      updated_at = now()
    where (${statusIsNewer}) or (${dataIsNewer})
    returning version`.execute(db);
  const applied = result.rows[0];
  if (applied) return { applied: true, version: applied.version };
  return { applied: false, version: (await readRun(db, key)).version };
}
