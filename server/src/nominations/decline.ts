import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { AccountRow } from '../auth/users';
import { planMails } from '../campaign-mail/plan-mails';
import type { Database } from '../db/schema';
import { readRun } from '../activity-api/progress-store';
import { ownRelation } from '../feedback360/access';
import { updateTest360 } from '../feedback360/answers-store';
import { feedback360TestOf } from '../feedback360/test-360';
import { nominationErrors } from './errors';
import { nominationsDb } from './tables';
import { recordNominationEvent } from './trail';

/**
 * A nominated rater declines to evaluate someone, with a reason (docs/areas/feedback-360.md,
 * "Nominations"): the relation goes, the nomination reads declined, and the evaluated person
 * gets a mail and may nominate a replacement. Once the rater has saved an answer the
 * evaluation stays: removing it would take back what they said.
 */
export async function declineEvaluation(
  trx: Kysely<Database>,
  jobs: PgBoss,
  account: AccountRow,
  campaignId: number,
  evaluee: number,
  reason: string,
) {
  const relation = await ownRelation(trx, account, campaignId, evaluee);
  const nomination = await nominationsDb(trx)
    .selectFrom('nominations')
    .where('campaign_id', '=', campaignId)
    .where('evaluated_id', '=', evaluee)
    .where('nominee_id', '=', account.id)
    .where('status', '=', 'approved')
    .select(['id', 'relation_type'])
    .forUpdate()
    .executeTakeFirst();
  if (!nomination) throw nominationErrors.notNominated();
  const saved = await trx
    .selectFrom('feedback360_data')
    .where('campaign_id', '=', campaignId)
    .where('evaluator_id', '=', account.id)
    .where('evaluated_id', '=', evaluee)
    .select('version')
    .executeTakeFirst();
  if (relation.status !== 'n' || relation.answersVersion > 0 || saved) throw nominationErrors.answersSaved();
  await trx
    .deleteFrom('feedback360_relations')
    .where('campaign_id', '=', campaignId)
    .where('evaluator_id', '=', account.id)
    .where('evaluated_id', '=', evaluee)
    .execute();
  const decidedAt = new Date();
  await nominationsDb(trx)
    .updateTable('nominations')
    .set({ status: 'declined', reason, decided_at: decidedAt })
    .where('id', '=', nomination.id)
    .execute();
  await recordNominationEvent(trx, {
    campaignId,
    actorId: account.id,
    action: 'declined',
    evaluatedId: evaluee,
    nomineeId: account.id,
    relationType: nomination.relation_type,
    reason,
  });
  await planMails(trx, jobs, [{ campaignId, userId: evaluee, kind: 'declined', plannedAt: decidedAt }], { due: true });
  // The evaluation declined may have been the last one open: a rater who has entered their 360 test may now have finished it.
  const testId = await feedback360TestOf(trx, campaignId);
  if (testId !== undefined && (await readRun(trx, { userId: account.id, testId })).testStatus !== 'not attempted') {
    await updateTest360(trx, { campaignId, evaluatorId: account.id });
  }
}

/** The evaluations the rater may still decline: nominated, and nothing saved. */
export async function declinableEvaluations(db: Kysely<Database>, campaignId: number, raterId: number): Promise<Set<number>> {
  const rows = await nominationsDb(db)
    .selectFrom('nominations as n')
    .innerJoin('feedback360_relations as r', (join) =>
      join.onRef('r.campaign_id', '=', 'n.campaign_id').onRef('r.evaluator_id', '=', 'n.nominee_id').onRef('r.evaluated_id', '=', 'n.evaluated_id'),
    )
    .leftJoin('feedback360_data as d', (join) =>
      join.onRef('d.campaign_id', '=', 'r.campaign_id').onRef('d.evaluator_id', '=', 'r.evaluator_id').onRef('d.evaluated_id', '=', 'r.evaluated_id'),
    )
    .where('n.campaign_id', '=', campaignId)
    .where('n.nominee_id', '=', raterId)
    .where('n.status', '=', 'approved')
    .where('r.status', '=', 'n')
    .where('r.answers_version', '=', 0)
    .where('d.version', 'is', null)
    .select('n.evaluated_id')
    .execute();
  return new Set(rows.map((row) => row.evaluated_id));
}
