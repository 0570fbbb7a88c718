import type { TestResetResponse } from '@skillup/shared/api/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { ProgressScope } from './campaign-scope';
import { findCampaignParticipant, participantResets, participantTests } from './participant-detail';

/**
 * How far a reset moves a run's version. The browser counts one version per change and the
 * server applies a write only when its version is higher (docs/queue.md §7), so the reset must
 * land above every change a device may still hold unsent: a jump no session of answering
 * comes near, with room for some thousand resets before the 32-bit column ends.
 */
export const RESET_VERSION_STEP = 1_000_000;

const testNotFound = () => new ApiError(404, 'TEST_NOT_FOUND', 'the campaign has no such test');
const notResettable = () =>
  new ApiError(409, 'TEST_360_NOT_RESETTABLE', "the 360 follows the participant's evaluations and cannot be started again here");

/**
 * Starts one participant's test again: not attempted, no data, no outcomes, no timer, at a
 * version above anything the participant's devices may still send, and logged with its
 * reason. The outcomes are kept as an empty set at that version rather than deleted, so that a
 * replayed beacon carrying the old ones is refused as older (outcomes-store.ts). A participant
 * whose campaign was marked completed takes part again.
 */
export async function resetTest(
  db: Kysely<Database>,
  scope: ProgressScope,
  input: { userId: number; testId: number; reason: string; resetBy: number | null },
): Promise<TestResetResponse> {
  const test = scope.tests.find((t) => t.id === input.testId);
  if (!test) throw testNotFound();
  if (test.kind === 'feedback360') throw notResettable();
  await findCampaignParticipant(db, scope, input.userId);
  const resetId = await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ version: number }>`
      insert into user_tests as ut (user_id, test_id, status, data, version, status_version, data_version, updated_at)
      values (${input.userId}, ${test.id}, 'not attempted', null, ${RESET_VERSION_STEP}, ${RESET_VERSION_STEP}, ${RESET_VERSION_STEP}, now())
      on conflict (user_id, test_id) do update set
        status = 'not attempted',
        data = null,
        version = greatest(ut.version, coalesce(ut.status_version, 0), coalesce(ut.data_version, 0)) + ${RESET_VERSION_STEP},
        status_version = greatest(ut.version, coalesce(ut.status_version, 0), coalesce(ut.data_version, 0)) + ${RESET_VERSION_STEP},
        data_version = greatest(ut.version, coalesce(ut.status_version, 0), coalesce(ut.data_version, 0)) + ${RESET_VERSION_STEP},
        first_saved_at = null,
        updated_at = now()
      returning version`.execute(trx);
    const version = rows[0]!.version;
    await sql`
      insert into test_outcomes as o (user_id, test_id, outcomes, version, updated_at)
      values (${input.userId}, ${test.id}, '[]'::jsonb, ${version}, now())
      on conflict (user_id, test_id) do update set outcomes = '[]'::jsonb, version = greatest(o.version, excluded.version), updated_at = now()`.execute(
      trx,
    );
    await trx.deleteFrom('test_timers').where('user_id', '=', input.userId).where('test_id', '=', test.id).execute();
    await trx
      .updateTable('user_campaigns')
      .set({ state: 'ACTIVE' })
      .where('user_id', '=', input.userId)
      .where('campaign_id', '=', scope.campaignId)
      .where('state', '=', 'COMPLETED')
      .execute();
    const reset = await trx
      .insertInto('test_resets')
      .values({ user_id: input.userId, test_id: test.id, reset_by: input.resetBy, reason: input.reason })
      .returning('id')
      .executeTakeFirstOrThrow();
    return reset.id;
  });
  const [tests, resets] = await Promise.all([participantTests(db, scope, input.userId), participantResets(db, scope, input.userId)]);
  return { status: true, reset: resets.find((r) => r.id === resetId)!, test: tests.find((t) => t.testId === test.id)! };
}
