import type { NominationAction, NominationEvent } from '@skillup/shared/api/contract';
import type { Kysely } from 'kysely';
import { fullName } from '../auth/users';
import type { Database } from '../db/schema';
import { groupOfRelationType } from './rules';
import { nominationsDb } from './tables';

export interface TrailEntry {
  campaignId: number;
  actorId: number | null;
  action: NominationAction;
  evaluatedId?: number | null;
  nomineeId?: number | null;
  relationType?: number | null;
  reason?: string | null;
}

/** Keeps one change in the campaign's nomination trail, in the caller's transaction, so the trail and the change stand or fall together. */
export async function recordNominationEvent(db: Kysely<Database>, entry: TrailEntry): Promise<void> {
  await nominationsDb(db)
    .insertInto('nomination_events')
    .values({
      campaign_id: entry.campaignId,
      actor_id: entry.actorId,
      action: entry.action,
      evaluated_id: entry.evaluatedId ?? null,
      nominee_id: entry.nomineeId ?? null,
      relation_type: entry.relationType ?? null,
      reason: entry.reason ?? null,
    })
    .execute();
}

const TRAIL_LIMIT = 1_000;

/** The campaign's trail, newest first; names as they read now (an erased person reads as nobody). */
export async function listNominationEvents(db: Kysely<Database>, campaignId: number): Promise<NominationEvent[]> {
  const rows = await nominationsDb(db)
    .selectFrom('nomination_events as e')
    .leftJoin('users as actor', 'actor.id', 'e.actor_id')
    .leftJoin('users as evaluated', 'evaluated.id', 'e.evaluated_id')
    .leftJoin('users as nominee', 'nominee.id', 'e.nominee_id')
    .where('e.campaign_id', '=', campaignId)
    .orderBy('e.id', 'desc')
    .limit(TRAIL_LIMIT)
    .select([
      'e.at',
      'e.action',
      'e.relation_type',
      'e.reason',
      'actor.first_name as actor_first',
      'actor.last_name as actor_last',
      'evaluated.first_name as evaluated_first',
      'evaluated.last_name as evaluated_last',
      'nominee.first_name as nominee_first',
      'nominee.last_name as nominee_last',
    ])
    .execute();
  // A left join gives no name for an actor that was no one (the operations token, an automatic approval) or someone erased since.
  const name = (first: string | null, last: string | null) =>
    first === null || last === null ? null : fullName({ first_name: first, last_name: last });
  return rows.map((row) => ({
    at: new Date(row.at).toISOString(),
    actor: name(row.actor_first, row.actor_last),
    action: row.action,
    evaluated: name(row.evaluated_first, row.evaluated_last),
    nominee: name(row.nominee_first, row.nominee_last),
    group: row.relation_type === null ? null : groupOfRelationType(row.relation_type),
    reason: row.reason,
  }));
}
