import type { Kysely } from 'kysely';
import { fullName } from '../../auth/users';
import type { Database } from '../../db/schema';
import { nominationsDb } from '../../nominations/tables';
import { groupOfRelationType } from '../../nominations/rules';
import { iso, type ExportScope } from './export-scope';

/**
 * The person's 360 nominations (docs/areas/feedback-360.md, "Nominations"): those they made,
 * those that made them a rater (approved, or declined by them; one still waiting or denied is
 * the participant's and the approver's, which the nominee never learns of), and what they
 * decided or declined, with the reasons they gave.
 */
export async function collectNominations(db: Kysely<Database>, scope: ExportScope) {
  const ndb = nominationsDb(db);
  const made = await ndb
    .selectFrom('nominations as n')
    .innerJoin('users as u', 'u.id', 'n.nominee_id')
    .where('n.evaluated_id', '=', scope.userId)
    .select(['n.campaign_id', 'n.relation_type', 'n.status', 'n.reason', 'n.created_at', 'n.decided_at', 'u.first_name', 'u.last_name'])
    .orderBy('n.id')
    .execute();
  const ofYou = await ndb
    .selectFrom('nominations as n')
    .innerJoin('users as u', 'u.id', 'n.evaluated_id')
    .where('n.nominee_id', '=', scope.userId)
    .where('n.status', 'in', ['approved', 'declined'])
    .select(['n.campaign_id', 'n.relation_type', 'n.status', 'n.reason', 'n.created_at', 'n.decided_at', 'u.first_name', 'u.last_name'])
    .orderBy('n.id')
    .execute();
  const actions = await ndb
    .selectFrom('nomination_events')
    .where('actor_id', '=', scope.userId)
    .select(['campaign_id', 'action', 'relation_type', 'reason', 'at'])
    .orderBy('id')
    .execute();
  const nomination = (row: (typeof made)[number], who: 'nominee' | 'nominatedBy') => ({
    campaignId: row.campaign_id,
    [who]: fullName(row),
    group: groupOfRelationType(row.relation_type),
    status: row.status,
    reason: row.reason,
    createdAt: iso(row.created_at),
    decidedAt: iso(row.decided_at),
  });
  return {
    made: made.map((row) => nomination(row, 'nominee')),
    ofYou: ofYou.map((row) => nomination(row, 'nominatedBy')),
    yourActions: actions.map((row) => ({
      campaignId: row.campaign_id,
      action: row.action,
      group: row.relation_type === null ? null : groupOfRelationType(row.relation_type),
      reason: row.reason,
      at: iso(row.at),
    })),
  };
}
