import type { Approval, ApprovalsResponse, DecisionRequest, Nomination } from '@skillup/shared/api/contract';
import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { AccountRow } from '../auth/users';
import type { Database } from '../db/schema';
import { enrolled360 } from '../feedback360/access';
import { approveNominations } from './approve';
import { nominationErrors } from './errors';
import { nominationsOf } from './participant';
import { groupOfRelationType } from './rules';
import { readNominationSettings } from './settings';
import { nominationsDb } from './tables';
import { recordNominationEvent } from './trail';

/**
 * Who decides on submitted nominations (docs/areas/feedback-360.md, "Nominations"): HR, from
 * the console, for every participant of the campaign (`id` null for the operations token); a
 * participant of the campaign for those they manage, when the campaign has managers approve.
 */
export type Approver = { kind: 'hr'; id: number | null } | { kind: 'manager'; id: number };

/** The caller of the participant's calls as an approver: a manager, for the people they manage. */
export async function managerOf(db: Kysely<Database>, account: AccountRow, campaignId: number): Promise<Approver> {
  await enrolled360(db, account, campaignId);
  return { kind: 'manager', id: account.id };
}

/** The submitted nominations the approver decides on. */
async function inScope(db: Kysely<Database>, approver: Approver, campaignId: number) {
  let query = nominationsDb(db)
    .selectFrom('nominations as n')
    .innerJoin('nomination_submissions as s', (join) => join.onRef('s.campaign_id', '=', 'n.campaign_id').onRef('s.user_id', '=', 'n.evaluated_id'))
    .innerJoin('users as ev', 'ev.id', 'n.evaluated_id')
    .innerJoin('users as nominee', 'nominee.id', 'n.nominee_id')
    .where('n.campaign_id', '=', campaignId);
  if (approver.kind === 'manager') {
    if ((await readNominationSettings(db, campaignId)).mode !== 'manager') return null;
    query = query.where('ev.manager_id', '=', approver.id);
  }
  return query;
}

export async function listApprovals(db: Kysely<Database>, approver: Approver, campaignId: number): Promise<ApprovalsResponse> {
  const settings = await readNominationSettings(db, campaignId);
  const query = await inScope(db, approver, campaignId);
  const rows = query
    ? await query
        .select((eb) => [
          'n.id',
          'n.relation_type',
          'n.status',
          'n.reason',
          'ev.id as ev_id',
          'ev.first_name as ev_first',
          'ev.last_name as ev_last',
          'ev.team as ev_team',
          'nominee.id as nominee_id',
          'nominee.first_name as nominee_first',
          'nominee.last_name as nominee_last',
          'nominee.team as nominee_team',
          eb
            .selectFrom('nominations as other')
            .whereRef('other.campaign_id', '=', 'n.campaign_id')
            .whereRef('other.nominee_id', '=', 'n.nominee_id')
            .where('other.status', 'in', ['pending', 'approved'])
            .select((count) => count.fn.countAll<string>().as('times'))
            .as('times'),
        ])
        .orderBy((eb) => eb.case().when('n.status', '=', 'pending').then(0).else(1).end())
        .orderBy('n.id')
        .execute()
    : [];
  const approvals: Approval[] = rows.map((row) => ({
    id: row.id,
    group: groupOfRelationType(row.relation_type)!,
    evaluated: { id: row.ev_id, firstName: row.ev_first, lastName: row.ev_last, team: row.ev_team },
    nominee: { id: row.nominee_id, firstName: row.nominee_first, lastName: row.nominee_last, team: row.nominee_team },
    status: row.status,
    reason: row.reason,
    nominatedTimes: Number(row.times ?? 0),
  }));
  return { status: true, loadWarning: settings.loadWarning, approvals };
}

/** Approves or denies one nomination waiting for the approver; a denial says why. */
export async function decide(
  trx: Kysely<Database>,
  jobs: PgBoss,
  approver: Approver,
  campaignId: number,
  nominationId: number,
  body: DecisionRequest,
): Promise<Nomination> {
  const query = await inScope(trx, approver, campaignId);
  const row = query
    ? await query
        .where('n.id', '=', nominationId)
        .select(['n.status', 'n.evaluated_id', 'n.nominee_id', 'n.relation_type'])
        .forUpdate('n')
        .executeTakeFirst()
    : undefined;
  if (!row) throw nominationErrors.notApprover();
  if (row.status !== 'pending') throw nominationErrors.notPending();
  const reason = body.reason?.trim() || null;
  if (body.decision === 'approve') {
    await approveNominations(trx, jobs, campaignId, [nominationId], { actorId: approver.id, reason });
  } else {
    if (!reason) throw nominationErrors.reasonRequired();
    await nominationsDb(trx)
      .updateTable('nominations')
      .set({ status: 'denied', reason, decided_at: new Date() })
      .where('id', '=', nominationId)
      .execute();
    await recordNominationEvent(trx, {
      campaignId,
      actorId: approver.id,
      action: 'denied',
      evaluatedId: row.evaluated_id,
      nomineeId: row.nominee_id,
      relationType: row.relation_type,
      reason,
    });
  }
  return (await nominationsOf(trx, campaignId, row.evaluated_id)).find((n) => n.id === nominationId)!;
}
