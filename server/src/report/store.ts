import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../db/schema';
import type { ReportModel, StoredResults } from './compute';

/**
 * A campaign's competency model with the tests it draws on and the participant's status in each,
 * and the participant's own outcomes and every assessor's ratings of them: one round trip, each
 * table read once whatever the size of the model (docs/areas/report.md, "Speed").
 */
export async function loadReportData(
  db: Kysely<Database>,
  campaignId: number,
  userId: number,
): Promise<{ model: ReportModel; results: StoredResults }> {
  const campaignTests = db.selectFrom('tests').where('campaign_id', '=', campaignId).select('id');
  const row = await db
    .selectNoFrom((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('report_areas as a')
          .where('a.campaign_id', '=', campaignId)
          .select(['a.id', 'a.code', 'a.name', 'a.feedback'])
          .orderBy('a.position')
          .orderBy('a.id'),
      ).as('areas'),
      // Grouping follows the model's order: skills after their area, markers after their skill.
      jsonArrayFrom(
        eb
          .selectFrom('report_skills as s')
          .innerJoin('report_areas as a', 'a.id', 's.area_id')
          .where('a.campaign_id', '=', campaignId)
          .select(['s.id', 's.area_id', 's.name'])
          .orderBy('a.position')
          .orderBy('a.id')
          .orderBy('s.position')
          .orderBy('s.id'),
      ).as('skills'),
      jsonArrayFrom(
        eb
          .selectFrom('report_markers as m')
          .innerJoin('report_skills as s', 's.id', 'm.skill_id')
          .innerJoin('report_areas as a', 'a.id', 's.area_id')
          .where('a.campaign_id', '=', campaignId)
          .select(['m.id', 'm.skill_id', 'm.name', 'm.feedback', 'm.dev_suggestion'])
          .orderBy('a.position')
          .orderBy('a.id')
          .orderBy('s.position')
          .orderBy('s.id')
          .orderBy('m.position')
          .orderBy('m.id'),
      ).as('markers'),
      jsonArrayFrom(
        eb
          .selectFrom('report_evidence as e')
          .innerJoin('report_markers as m', 'm.id', 'e.marker_id')
          .innerJoin('report_skills as s', 's.id', 'm.skill_id')
          .innerJoin('report_areas as a', 'a.id', 's.area_id')
          .where('a.campaign_id', '=', campaignId)
          .select(['e.id', 'e.marker_id', 'e.test_id', 'e.source', 'e.outcome_name'])
          .orderBy('e.id'),
      ).as('evidence'),
      jsonArrayFrom(
        eb
          .selectFrom('tests')
          .leftJoin('user_tests', (join) => join.onRef('user_tests.test_id', '=', 'tests.id').on('user_tests.user_id', '=', userId))
          .where('tests.campaign_id', '=', campaignId)
          .select(['tests.id', 'tests.name', 'tests.abbreviation', 'tests.url', 'tests.kind', 'user_tests.status', 'user_tests.updated_at'])
          .orderBy('tests.position')
          .orderBy('tests.id'),
      ).as('tests'),
      jsonArrayFrom(
        eb.selectFrom('test_outcomes').where('user_id', '=', userId).where('test_id', 'in', campaignTests).select(['test_id', 'outcomes']),
      ).as('outcomes'),
      jsonArrayFrom(
        eb
          .selectFrom('assessor_outcomes')
          .where('assessed_id', '=', userId)
          .where('test_id', 'in', campaignTests)
          .select(['test_id', 'outcomes'])
          .orderBy('assessor_id'),
      ).as('ratings'),
    ])
    .executeTakeFirstOrThrow();

  const outcomes = new Map<number, unknown>();
  for (const own of row.outcomes) outcomes.set(own.test_id, own.outcomes);
  const ratings = new Map<number, unknown[]>();
  for (const given of row.ratings) ratings.set(given.test_id, [...(ratings.get(given.test_id) ?? []), given.outcomes]);

  return {
    model: {
      areas: row.areas.map((a) => ({ id: a.id, code: a.code, name: a.name, feedback: a.feedback })),
      skills: row.skills.map((s) => ({ id: s.id, areaId: s.area_id, name: s.name })),
      markers: row.markers.map((m) => ({ id: m.id, skillId: m.skill_id, name: m.name, feedback: m.feedback, devSuggestion: m.dev_suggestion })),
      evidence: row.evidence.map((e) => ({ id: e.id, markerId: e.marker_id, testId: e.test_id, source: e.source, outcomeName: e.outcome_name })),
      tests: row.tests.map((t) => ({
        id: t.id,
        name: t.name,
        abbreviation: t.abbreviation,
        url: t.url,
        kind: t.kind,
        status: t.status ?? 'not attempted',
        // A complete run is saved for the last time when it completes.
        completedAt: t.status === 'complete' && t.updated_at ? new Date(t.updated_at).toISOString() : null,
      })),
    },
    results: { outcomes, ratings },
  };
}
