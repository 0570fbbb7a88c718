import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/schema';
import { approveNominations } from './approve';
import { nominationsDb } from './tables';

/**
 * Approves the submitted nominations still waiting in open campaigns whose automatic approval
 * moment has passed (docs/areas/feedback-360.md, "Settings"), one campaign per transaction.
 * Run by every process on the mail worker's schedule: two processes at once approve each
 * nomination once, since an approval takes only rows still pending. Answers how many.
 */
export async function approveOverdue(db: Kysely<Database>, jobs: PgBoss, now: Date): Promise<number> {
  const due = await nominationsDb(db)
    .selectFrom('nomination_settings as s')
    .innerJoin('campaigns as c', 'c.id', 's.campaign_id')
    .where('s.mode', '=', 'manager')
    .where('s.auto_approve_at', '<=', now)
    .where('c.state', '=', 'ACTIVE')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('nominations as n')
          .innerJoin('nomination_submissions as sub', (join) =>
            join.onRef('sub.campaign_id', '=', 'n.campaign_id').onRef('sub.user_id', '=', 'n.evaluated_id'),
          )
          .whereRef('n.campaign_id', '=', 's.campaign_id')
          .where('n.status', '=', 'pending')
          .select('n.id'),
      ),
    )
    .select('s.campaign_id')
    .execute();
  let approved = 0;
  for (const { campaign_id: campaignId } of due) {
    approved += await db.transaction().execute(async (trx) => {
      const waiting = await nominationsDb(trx)
        .selectFrom('nominations as n')
        .innerJoin('nomination_submissions as sub', (join) =>
          join.onRef('sub.campaign_id', '=', 'n.campaign_id').onRef('sub.user_id', '=', 'n.evaluated_id'),
        )
        .where('n.campaign_id', '=', campaignId)
        .where('n.status', '=', 'pending')
        .select('n.id')
        .execute();
      return approveNominations(
        trx,
        jobs,
        campaignId,
        waiting.map((row) => row.id),
        { actorId: null },
      );
    });
  }
  return approved;
}
