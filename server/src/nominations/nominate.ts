import {
  NOMINATION_GROUPS,
  RELATION_OF_GROUP,
  type MyNominationsResponse,
  type Nomination,
  type NominateRequest,
} from '@skillup/shared/api/contract';
import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import { isParticipantRole } from '../auth/roles';
import type { Database } from '../db/schema';
import { approveNominations } from './approve';
import { nominationErrors } from './errors';
import {
  liveCount,
  lockParticipant,
  myNominations,
  nominationsOf,
  ratersOf,
  replaceableIn,
  submittedAt,
  type NominationContext,
} from './participant';
import { deadlinePassed, refusalOfNomination } from './rules';
import { recordNominationEvent } from './trail';
import { nominationsDb } from './tables';

/*
 * The participant's writes (docs/areas/feedback-360.md, "Nominations"). Each runs in one
 * transaction that holds the participant's lock, checks every rule first and then stores;
 * a refusal stores nothing.
 */

/** Adds a nomination; after submitting, only as the replacement of one denied or declined. */
export async function nominate(trx: Kysely<Database>, jobs: PgBoss, context: NominationContext, body: NominateRequest): Promise<Nomination> {
  const { campaignId, account, settings } = context;
  await lockParticipant(trx, campaignId, account.id);
  const [nominations, submitted, raters, nominee] = await Promise.all([
    nominationsOf(trx, campaignId, account.id),
    submittedAt(trx, campaignId, account.id),
    ratersOf(trx, campaignId, account.id),
    // Staff rate nobody.
    trx
      .selectFrom('users')
      .where('id', '=', body.userId)
      .where('active', '=', true)
      .where(isParticipantRole('role'))
      .select(['id', 'company_id'])
      .executeTakeFirst(),
  ]);
  const replaceable = replaceableIn(nominations, body.group);
  const taken = new Set([...raters, ...nominations.filter((n) => n.status === 'pending' || n.status === 'approved').map((n) => n.nominee.id)]);
  const refusal = refusalOfNomination({
    settings,
    now: new Date(),
    callerId: account.id,
    callerCompanyId: account.company_id,
    group: body.group,
    nominee: nominee ? { id: nominee.id, companyId: nominee.company_id } : null,
    taken,
    inGroup: liveCount(nominations, body.group),
    submitted: submitted !== null,
    replaceable: replaceable.length,
  });
  if (refusal) throw refusal;
  const relationType = RELATION_OF_GROUP[body.group];
  const { id } = await nominationsDb(trx)
    .insertInto('nominations')
    .values({
      campaign_id: campaignId,
      evaluated_id: account.id,
      nominee_id: body.userId,
      relation_type: relationType,
      replaces: submitted ? replaceable[0]!.id : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordNominationEvent(trx, {
    campaignId,
    actorId: account.id,
    action: 'nominated',
    evaluatedId: account.id,
    nomineeId: body.userId,
    relationType,
  });
  // A replacement after submitting needs no approver when nobody approves.
  if (submitted && settings.mode === 'auto') await approveNominations(trx, jobs, campaignId, [id], { actorId: null });
  return (await nominationsOf(trx, campaignId, account.id)).find((n) => n.id === id)!;
}

/** Takes back a nomination before submitting. */
export async function removeNomination(trx: Kysely<Database>, context: NominationContext, nominationId: number): Promise<void> {
  const { campaignId, account, settings } = context;
  await lockParticipant(trx, campaignId, account.id);
  const row = await nominationsDb(trx)
    .selectFrom('nominations')
    .where('id', '=', nominationId)
    .where('campaign_id', '=', campaignId)
    .where('evaluated_id', '=', account.id)
    .select(['nominee_id', 'relation_type', 'status'])
    .executeTakeFirst();
  if (!row) throw nominationErrors.notFound();
  if (settings.mode === 'hr') throw nominationErrors.closed();
  if (deadlinePassed(settings, new Date())) throw nominationErrors.deadlinePassed();
  if ((await submittedAt(trx, campaignId, account.id)) !== null || row.status !== 'pending') throw nominationErrors.submitted();
  await nominationsDb(trx).deleteFrom('nominations').where('id', '=', nominationId).execute();
  await recordNominationEvent(trx, {
    campaignId,
    actorId: account.id,
    action: 'removed',
    evaluatedId: account.id,
    nomineeId: row.nominee_id,
    relationType: row.relation_type,
  });
}

/**
 * Hands the nominations to the approver once every group is within its limits; with
 * automatic approval they are approved at once and their raters invited.
 */
export async function submitNominations(trx: Kysely<Database>, jobs: PgBoss, context: NominationContext): Promise<MyNominationsResponse> {
  const { campaignId, account, settings } = context;
  await lockParticipant(trx, campaignId, account.id);
  if (settings.mode === 'hr') throw nominationErrors.closed();
  if (deadlinePassed(settings, new Date())) throw nominationErrors.deadlinePassed();
  if ((await submittedAt(trx, campaignId, account.id)) !== null) throw nominationErrors.submitted();
  const nominations = await nominationsOf(trx, campaignId, account.id);
  for (const group of NOMINATION_GROUPS) {
    if (liveCount(nominations, group) < settings[group].min) throw nominationErrors.belowMinimum(group, settings[group].min);
  }
  await nominationsDb(trx).insertInto('nomination_submissions').values({ campaign_id: campaignId, user_id: account.id }).execute();
  await recordNominationEvent(trx, { campaignId, actorId: account.id, action: 'submitted', evaluatedId: account.id });
  if (settings.mode === 'auto') {
    const pending = nominations.filter((n) => n.status === 'pending').map((n) => n.id);
    await approveNominations(trx, jobs, campaignId, pending, { actorId: null });
  }
  return myNominations(trx, context);
}
