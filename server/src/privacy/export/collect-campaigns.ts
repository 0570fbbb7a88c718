import type { Kysely } from 'kysely';
import { localise } from '../../campaigns/localise';
import type { Database } from '../../db/schema';
import { campaignName } from '../../report/reads/campaign-name';
import { iso, type ExportScope } from './export-scope';

/** The campaigns the person is enrolled in, with their own state and language in each. */
export async function collectCampaigns(db: Kysely<Database>, scope: ExportScope) {
  const rows = await db
    .selectFrom('user_campaigns as uc')
    .innerJoin('campaigns as c', 'c.id', 'uc.campaign_id')
    .where('uc.user_id', '=', scope.userId)
    .$if(!scope.withDrafts, (q) => q.where('c.state', '!=', 'DRAFT'))
    .select(['c.id', 'c.languages', 'c.state as campaign_state', 'c.date_start', 'c.date_end', 'c.is360', 'uc.state', 'uc.lang', 'uc.access_date'])
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: campaignName(r.languages, scope.lang),
    campaignState: r.campaign_state,
    start: iso(r.date_start),
    end: iso(r.date_end),
    has360: r.is360,
    yourState: r.state,
    yourLanguage: r.lang,
    firstAccess: iso(r.access_date),
  }));
}

/**
 * The person's runs of the tests, with what each saved (the activity's own data, as it sent
 * it), their outcomes, their timers and the restarts staff made (the reason, not who).
 */
export async function collectTests(db: Kysely<Database>, scope: ExportScope) {
  const tests = db
    .selectFrom('tests as t')
    .innerJoin('campaigns as c', 'c.id', 't.campaign_id')
    .$if(!scope.withDrafts, (q) => q.where('c.state', '!=', 'DRAFT'));
  const runs = await tests
    .innerJoin('user_tests as ut', 'ut.test_id', 't.id')
    .where('ut.user_id', '=', scope.userId)
    .select(['t.id', 't.campaign_id', 't.name', 'ut.status', 'ut.first_saved_at', 'ut.updated_at', 'ut.data'])
    .orderBy('t.campaign_id')
    .orderBy('t.position')
    .execute();
  const outcomes = await tests
    .innerJoin('test_outcomes as o', 'o.test_id', 't.id')
    .where('o.user_id', '=', scope.userId)
    .select(['t.id', 't.campaign_id', 't.name', 'o.outcomes', 'o.updated_at'])
    .orderBy('t.id')
    .execute();
  // Ratings of the person by their assessors: what was rated, not by whom.
  const ratings = await tests
    .innerJoin('assessor_outcomes as a', 'a.test_id', 't.id')
    .where('a.assessed_id', '=', scope.userId)
    .select(['t.id', 't.campaign_id', 't.name', 'a.outcomes'])
    .orderBy('t.id')
    .execute();
  const timers = await tests
    .innerJoin('test_timers as tt', 'tt.test_id', 't.id')
    .where('tt.user_id', '=', scope.userId)
    .select(['t.id', 't.campaign_id', 'tt.started_at', 'tt.deadline'])
    .execute();
  const resets = await tests
    .innerJoin('test_resets as r', 'r.test_id', 't.id')
    .where('r.user_id', '=', scope.userId)
    .select(['t.id', 't.campaign_id', 'r.reason', 'r.created_at'])
    .orderBy('r.created_at')
    .execute();
  const name = (value: Record<string, string>) => localise(value, scope.lang);
  return {
    tests: runs.map((r) => ({
      testId: r.id,
      campaignId: r.campaign_id,
      name: name(r.name),
      status: r.status,
      firstSavedAt: iso(r.first_saved_at),
      updatedAt: iso(r.updated_at),
      savedData: r.data,
    })),
    outcomes: outcomes.map((r) => ({
      testId: r.id,
      campaignId: r.campaign_id,
      test: name(r.name),
      outcomes: r.outcomes,
      updatedAt: iso(r.updated_at),
    })),
    ratingsByAssessors: ratings.map((r) => ({ testId: r.id, campaignId: r.campaign_id, test: name(r.name), outcomes: r.outcomes })),
    timers: timers.map((r) => ({ testId: r.id, campaignId: r.campaign_id, startedAt: iso(r.started_at), deadline: iso(r.deadline) })),
    restarts: resets.map((r) => ({ testId: r.id, campaignId: r.campaign_id, reason: r.reason, at: iso(r.created_at) })),
  };
}

/** What the calendar and the challenge keep of the person: their agenda and the tutorials they have seen. */
export async function collectCampaignStores(db: Kysely<Database>, scope: ExportScope) {
  const calendars = await db
    .selectFrom('calendar_stores as s')
    .innerJoin('campaigns as c', 'c.id', 's.campaign_id')
    .where('s.user_id', '=', scope.userId)
    .$if(!scope.withDrafts, (q) => q.where('c.state', '!=', 'DRAFT'))
    .select(['s.campaign_id', 's.data', 's.updated_at'])
    .orderBy('s.campaign_id')
    .execute();
  const tutorials = await db
    .selectFrom('challenge_tutorials as s')
    .innerJoin('campaigns as c', 'c.id', 's.campaign_id')
    .where('s.user_id', '=', scope.userId)
    .$if(!scope.withDrafts, (q) => q.where('c.state', '!=', 'DRAFT'))
    .select(['s.campaign_id', 's.seen_at'])
    .orderBy('s.campaign_id')
    .execute();
  return {
    calendars: calendars.map((r) => ({ campaignId: r.campaign_id, agenda: r.data, updatedAt: iso(r.updated_at) })),
    challengeTutorialsSeen: tutorials.map((r) => ({ campaignId: r.campaign_id, seenAt: iso(r.seen_at) })),
  };
}
