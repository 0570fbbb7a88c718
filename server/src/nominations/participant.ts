import {
  NOMINATION_GROUPS,
  type GroupCount,
  type MyNominationsResponse,
  type Nomination,
  type NominationGroup,
  type NominationSettings,
} from '@skillup/shared/api/contract';
import { sql, type Kysely } from 'kysely';
import { fullName, type AccountRow } from '../auth/users';
import type { Database } from '../db/schema';
import { groupThresholds } from './thresholds';
import { enrolled360 } from '../feedback360/access';
import { groupOfRelationType, nominationsOpen } from './rules';
import { readNominationSettings } from './settings';
import { nominationsDb } from './tables';

export interface NominationContext {
  campaignId: number;
  account: AccountRow;
  settings: NominationSettings;
}

/** The caller's enrolment in a 360 campaign, with the campaign's nomination settings. */
export async function nominationContext(db: Kysely<Database>, account: AccountRow, campaignId: number): Promise<NominationContext> {
  await enrolled360(db, account, campaignId);
  return { campaignId, account, settings: await readNominationSettings(db, campaignId) };
}

/**
 * Holds the participant's nominations until the caller's transaction ends, so that two
 * requests at once cannot both pass a maximum that only one of them fits in.
 */
export async function lockParticipant(db: Kysely<Database>, campaignId: number, userId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${campaignId}::int, ${userId}::int)`.execute(db);
}

export async function submittedAt(db: Kysely<Database>, campaignId: number, userId: number): Promise<Date | null> {
  const row = await nominationsDb(db)
    .selectFrom('nomination_submissions')
    .where('campaign_id', '=', campaignId)
    .where('user_id', '=', userId)
    .select('submitted_at')
    .executeTakeFirst();
  return row ? new Date(row.submitted_at) : null;
}

/** Every nomination the participant made in the campaign, oldest first, with the nominee as the search shows them. */
export async function nominationsOf(db: Kysely<Database>, campaignId: number, evaluatedId: number): Promise<Nomination[]> {
  const rows = await nominationsDb(db)
    .selectFrom('nominations as n')
    .innerJoin('users as u', 'u.id', 'n.nominee_id')
    .where('n.campaign_id', '=', campaignId)
    .where('n.evaluated_id', '=', evaluatedId)
    .orderBy('n.id')
    .select(['n.id', 'n.relation_type', 'n.status', 'n.reason', 'n.replaces', 'u.id as nominee_id', 'u.first_name', 'u.last_name', 'u.team'])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    group: groupOfRelationType(row.relation_type)!,
    nominee: { id: row.nominee_id, firstName: row.first_name, lastName: row.last_name, team: row.team },
    status: row.status,
    reason: row.reason,
    replaces: row.replaces,
  }));
}

/** What counts against a group's limits: nominations pending or approved. */
export const liveCount = (nominations: readonly Nomination[], group: NominationGroup) =>
  nominations.filter((n) => n.group === group && (n.status === 'pending' || n.status === 'approved')).length;

/** Denied or declined nominations of a group that no later nomination replaces. */
export function replaceableIn(nominations: readonly Nomination[], group: NominationGroup): Nomination[] {
  const replaced = new Set(nominations.map((n) => n.replaces).filter((id): id is number => id !== null));
  return nominations.filter((n) => n.group === group && (n.status === 'denied' || n.status === 'declined') && !replaced.has(n.id));
}

async function groupCounts(
  db: Kysely<Database>,
  campaignId: number,
  settings: NominationSettings,
  nominations: readonly Nomination[],
): Promise<GroupCount[]> {
  const thresholds = await groupThresholds(db, campaignId);
  return NOMINATION_GROUPS.map((group) => ({
    group,
    count: liveCount(nominations, group),
    min: settings[group].min,
    max: settings[group].max,
    threshold: thresholds[group],
  }));
}

/** The manager who approves the participant's nominations, when the campaign has them approve. */
async function approverName(db: Kysely<Database>, settings: NominationSettings, userId: number): Promise<string | null> {
  if (settings.mode !== 'manager') return null;
  const manager = await db
    .selectFrom('users as u')
    .innerJoin('users as m', 'm.id', 'u.manager_id')
    .where('u.id', '=', userId)
    .select(['m.first_name', 'm.last_name'])
    .executeTakeFirst();
  return manager ? fullName(manager) : null;
}

export async function myNominations(db: Kysely<Database>, context: NominationContext, now = new Date()): Promise<MyNominationsResponse> {
  const { campaignId, account, settings } = context;
  const [nominations, submitted, approver] = await Promise.all([
    nominationsOf(db, campaignId, account.id),
    submittedAt(db, campaignId, account.id),
    approverName(db, settings, account.id),
  ]);
  return {
    status: true,
    mode: settings.mode,
    deadline: settings.deadline,
    open: nominationsOpen(settings, now),
    submittedAt: submitted?.toISOString() ?? null,
    approver,
    groups: await groupCounts(db, campaignId, settings, nominations),
    nominations,
  };
}

/** People who already rate the participant, whatever made them raters (an import, an earlier nomination). */
export async function ratersOf(db: Kysely<Database>, campaignId: number, evaluatedId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('feedback360_relations')
    .where('campaign_id', '=', campaignId)
    .where('evaluated_id', '=', evaluatedId)
    .select('evaluator_id')
    .execute();
  return rows.map((row) => row.evaluator_id);
}
