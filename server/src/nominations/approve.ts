import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/schema';
import { planMails } from '../campaign-mail/plan-mails';
import { recordNominationEvent } from './trail';
import { nominationsDb } from './tables';

/**
 * Approves nominations still pending, in the caller's transaction: each becomes a relation of
 * the 360 (the nominee rates the evaluated person), the nominee is enrolled in the campaign if
 * they were not, and they get a mail asking for their feedback (docs/areas/feedback-360.md,
 * "Nominations"). A nomination approved meanwhile by someone else is left alone, so two
 * approvals of the same one make one relation and one mail. Answers how many were approved.
 */
export async function approveNominations(
  db: Kysely<Database>,
  jobs: PgBoss,
  campaignId: number,
  nominationIds: readonly number[],
  decision: { actorId: number | null; reason?: string | null },
): Promise<number> {
  if (nominationIds.length === 0) return 0;
  const approved = await nominationsDb(db)
    .updateTable('nominations')
    .set({ status: 'approved', decided_at: new Date(), reason: decision.reason ?? null })
    .where('campaign_id', '=', campaignId)
    .where('id', 'in', nominationIds)
    .where('status', '=', 'pending')
    .returning(['id', 'evaluated_id', 'nominee_id', 'relation_type', 'decided_at'])
    .execute();
  if (approved.length === 0) return 0;
  await db
    .insertInto('user_campaigns')
    .values(approved.map((n) => ({ user_id: n.nominee_id, campaign_id: campaignId, lang: null, access_date: null, state: 'ACTIVE' as const })))
    .onConflict((oc) => oc.columns(['user_id', 'campaign_id']).doNothing())
    .execute();
  // A relation HR imported already stays as it is: the nominee rates the person once.
  await db
    .insertInto('feedback360_relations')
    .values(
      approved.map((n) => ({ campaign_id: campaignId, evaluator_id: n.nominee_id, evaluated_id: n.evaluated_id, relation_type: n.relation_type })),
    )
    .onConflict((oc) => oc.columns(['campaign_id', 'evaluator_id', 'evaluated_id']).doNothing())
    .execute();
  for (const n of approved) {
    await recordNominationEvent(db, {
      campaignId,
      actorId: decision.actorId,
      action: 'approved',
      evaluatedId: n.evaluated_id,
      nomineeId: n.nominee_id,
      relationType: n.relation_type,
      reason: decision.reason ?? null,
    });
  }
  const open = await db.selectFrom('campaigns').where('id', '=', campaignId).where('state', '=', 'ACTIVE').select('id').executeTakeFirst();
  if (open) {
    await planMails(
      db,
      jobs,
      approved.map((n) => ({ campaignId, userId: n.nominee_id, kind: 'rater' as const, plannedAt: new Date(n.decided_at!) })),
      { due: true },
    );
  }
  return approved.length;
}
