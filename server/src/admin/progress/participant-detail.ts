import { paths, type ParticipantProgressResponse, type ParticipantTestProgress, type TestReset } from '@skillup/shared/api/contract';
import type { Kysely } from 'kysely';
import type { Database, UserCampaignState } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { reportAvailable } from '../../report/availability';
import { isoOrNull } from '../iso';
import type { ProgressScope } from './campaign-scope';
import { feedback360OfPeople } from './feedback360-counts';
import { participantState } from './participant-state';

export const participantNotFound = () => new ApiError(404, 'PARTICIPANT_NOT_FOUND', 'no such participant in this campaign');

const STAFF_ROLES = new Set(['assessor', 'admin', 'superassessor']);
const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** A participant of the campaign as the grid counts them (participants-sql.ts), or 404. */
export async function findCampaignParticipant(db: Kysely<Database>, scope: ProgressScope, userId: number) {
  const row = await db
    .selectFrom('user_campaigns as uc')
    .innerJoin('users as u', 'u.id', 'uc.user_id')
    .leftJoin('users as m', (join) => join.onRef('m.id', '=', 'u.manager_id').on('m.company_id', '=', scope.companyId))
    .where('uc.campaign_id', '=', scope.campaignId)
    .where('uc.user_id', '=', userId)
    .where('u.company_id', '=', scope.companyId)
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.team',
      'u.active',
      'u.role',
      'uc.lang',
      'uc.access_date',
      'uc.state',
      'm.id as manager_id',
      'm.first_name as manager_first_name',
      'm.last_name as manager_last_name',
    ])
    .executeTakeFirst();
  if (!row || STAFF_ROLES.has(row.role.trim().toLowerCase())) throw participantNotFound();
  return row;
}

/** Each test of the campaign for one participant: status, version, first and last save, outcomes present, timer. */
export async function participantTests(db: Kysely<Database>, scope: ProgressScope, userId: number): Promise<ParticipantTestProgress[]> {
  const ids = scope.tests.map((t) => t.id);
  if (ids.length === 0) return [];
  const [runs, outcomes, timers] = await Promise.all([
    db
      .selectFrom('user_tests')
      .where('user_id', '=', userId)
      .where('test_id', 'in', ids)
      .select(['test_id', 'status', 'version', 'first_saved_at', 'updated_at', (eb) => eb('data', 'is not', null).as('has_data')])
      .execute(),
    db
      .selectFrom('test_outcomes')
      .where('user_id', '=', userId)
      .where('test_id', 'in', ids)
      .where((eb) => eb.fn('jsonb_array_length', ['outcomes']), '>', 0)
      .select('test_id')
      .execute(),
    db.selectFrom('test_timers').where('user_id', '=', userId).where('test_id', 'in', ids).select(['test_id', 'started_at', 'deadline']).execute(),
  ]);
  const runOf = new Map(runs.map((r) => [r.test_id, r]));
  const withOutcomes = new Set(outcomes.map((o) => o.test_id));
  const timerOf = new Map(timers.map((t) => [t.test_id, t]));
  return scope.tests.map((test) => {
    const run = runOf.get(test.id);
    const timer = timerOf.get(test.id);
    const begun = run !== undefined && (run.status !== 'not attempted' || run.has_data);
    return {
      testId: test.id,
      name: test.name,
      abbreviation: test.abbreviation,
      position: test.position,
      status: run?.status ?? 'not attempted',
      version: run?.version ?? 0,
      firstSavedAt: begun ? isoOrNull(run.first_saved_at) : null,
      lastSavedAt: begun ? isoOrNull(run.updated_at) : null,
      hasOutcomes: withOutcomes.has(test.id),
      timer: timer ? { startedAt: timer.started_at.toISOString(), deadline: timer.deadline.toISOString() } : null,
    };
  });
}

/** The resets of the participant's tests in this campaign, newest first, with who made them. */
export async function participantResets(db: Kysely<Database>, scope: ProgressScope, userId: number): Promise<TestReset[]> {
  const ids = scope.tests.map((t) => t.id);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('test_resets as r')
    .leftJoin('users as by', 'by.id', 'r.reset_by')
    .where('r.user_id', '=', userId)
    .where('r.test_id', 'in', ids)
    .select(['r.id', 'r.test_id', 'r.reason', 'r.created_at', 'by.id as by_id', 'by.first_name', 'by.last_name'])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    testId: r.test_id,
    reason: r.reason,
    resetBy: r.by_id === null ? null : { id: r.by_id, name: fullName(r.first_name, r.last_name) },
    createdAt: r.created_at.toISOString(),
  }));
}

/** Whether the report is out for the participant (docs/behaviour.md §6), and where staff read it either way. */
async function reportLinks(db: Kysely<Database>, scope: ProgressScope, userId: number, state: UserCampaignState, tests: ParticipantTestProgress[]) {
  const [config, early] = await Promise.all([
    db.selectFrom('report_configs').where('campaign_id', '=', scope.campaignId).select('can_assessed_download').executeTakeFirst(),
    db.selectFrom('report_early_download').where('campaign_id', '=', scope.campaignId).select('campaign_id').executeTakeFirst(),
  ]);
  const available = reportAvailable({
    state,
    completeTests: tests.filter((t) => t.status === 'complete').length,
    earlyDownload: early !== undefined,
    canAssessedDownload: config?.can_assessed_download ?? false,
  });
  return {
    available,
    view: paths.reportPersonal(scope.campaignId, userId),
    download: paths.reportHrDownload(scope.campaignId, userId),
  };
}

export async function participantDetail(db: Kysely<Database>, scope: ProgressScope, userId: number): Promise<ParticipantProgressResponse> {
  const person = await findCampaignParticipant(db, scope, userId);
  const [tests, resets, feedback] = await Promise.all([
    participantTests(db, scope, userId),
    participantResets(db, scope, userId),
    scope.is360 ? feedback360OfPeople(db, scope.campaignId, [userId]) : Promise.resolve(null),
  ]);
  return {
    status: true,
    participant: {
      userId: person.id,
      email: person.email,
      firstName: person.first_name,
      lastName: person.last_name,
      team: person.team,
      manager: person.manager_id === null ? null : { id: person.manager_id, name: fullName(person.manager_first_name, person.manager_last_name) },
      active: person.active,
      lang: person.lang,
      lastAccess: isoOrNull(person.access_date),
      state: participantState(tests.map((t) => t.status)),
    },
    tests,
    resets,
    report: await reportLinks(db, scope, userId, person.state as UserCampaignState, tests),
    feedback360: feedback?.get(userId) ?? null,
  };
}
