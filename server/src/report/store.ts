import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ReportModel, StoredResults } from './compute';

/** A campaign's competency model with the tests it draws on and the participant's status in each. */
export async function loadModel(db: Kysely<Database>, campaignId: number, userId: number): Promise<ReportModel> {
  const areas = await db
    .selectFrom('report_areas')
    .where('campaign_id', '=', campaignId)
    .select(['id', 'code', 'name', 'feedback'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  const areaIds = areas.map((a) => a.id);
  const skills = areaIds.length
    ? await db
        .selectFrom('report_skills')
        .where('area_id', 'in', areaIds)
        .select(['id', 'area_id', 'name'])
        .orderBy('position')
        .orderBy('id')
        .execute()
    : [];
  const skillIds = skills.map((s) => s.id);
  const markers = skillIds.length
    ? await db
        .selectFrom('report_markers')
        .where('skill_id', 'in', skillIds)
        .select(['id', 'skill_id', 'name', 'feedback', 'dev_suggestion'])
        .orderBy('position')
        .orderBy('id')
        .execute()
    : [];
  const markerIds = markers.map((m) => m.id);
  const evidence = markerIds.length
    ? await db
        .selectFrom('report_evidence')
        .where('marker_id', 'in', markerIds)
        .select(['id', 'marker_id', 'test_id', 'source', 'outcome_name'])
        .orderBy('id')
        .execute()
    : [];
  const tests = await db
    .selectFrom('tests')
    .leftJoin('user_tests', (join) => join.onRef('user_tests.test_id', '=', 'tests.id').on('user_tests.user_id', '=', userId))
    .where('tests.campaign_id', '=', campaignId)
    .select(['tests.id', 'tests.name', 'tests.abbreviation', 'tests.url', 'user_tests.status'])
    .orderBy('tests.position')
    .orderBy('tests.id')
    .execute();

  // Grouping follows the model's order: skills after their area, markers after their skill.
  const areaOrder = new Map(areaIds.map((id, i) => [id, i]));
  const skillOrder = new Map(skills.map((s) => [s.id, (areaOrder.get(s.area_id) ?? 0) * 1e6 + skillIds.indexOf(s.id)]));
  const orderedSkills = [...skills].sort((a, b) => skillOrder.get(a.id)! - skillOrder.get(b.id)!);
  const orderedMarkers = [...markers].sort((a, b) => skillOrder.get(a.skill_id)! - skillOrder.get(b.skill_id)!);

  return {
    areas: areas.map((a) => ({ id: a.id, code: a.code, name: a.name, feedback: a.feedback })),
    skills: orderedSkills.map((s) => ({ id: s.id, areaId: s.area_id, name: s.name })),
    markers: orderedMarkers.map((m) => ({ id: m.id, skillId: m.skill_id, name: m.name, feedback: m.feedback, devSuggestion: m.dev_suggestion })),
    evidence: evidence.map((e) => ({ id: e.id, markerId: e.marker_id, testId: e.test_id, source: e.source, outcomeName: e.outcome_name })),
    tests: tests.map((t) => ({ id: t.id, name: t.name, abbreviation: t.abbreviation, url: t.url, status: t.status ?? 'not attempted' })),
  };
}

/** The participant's own outcomes and every assessor's ratings of them, for the model's tests. */
export async function loadResults(db: Kysely<Database>, userId: number, testIds: number[]): Promise<StoredResults> {
  const outcomes = new Map<number, unknown>();
  const ratings = new Map<number, unknown[]>();
  if (!testIds.length) return { outcomes, ratings };
  const own = await db
    .selectFrom('test_outcomes')
    .where('user_id', '=', userId)
    .where('test_id', 'in', testIds)
    .select(['test_id', 'outcomes'])
    .execute();
  for (const row of own) outcomes.set(row.test_id, row.outcomes);
  const given = await db
    .selectFrom('assessor_outcomes')
    .where('assessed_id', '=', userId)
    .where('test_id', 'in', testIds)
    .select(['test_id', 'outcomes'])
    .orderBy('assessor_id')
    .execute();
  for (const row of given) ratings.set(row.test_id, [...(ratings.get(row.test_id) ?? []), row.outcomes]);
  return { outcomes, ratings };
}
