import type { Feedback360Part } from '@skillup/shared/api/contract';
import type { Kysely } from 'kysely';
import { localise } from '../campaigns/localise';
import type { Database } from '../db/schema';
import { computeFeedback360Part } from './feedback360-part';
import { DEFAULT_FEEDBACK360_RULES, type Feedback360Rules } from './feedback360-rules';

/** The campaign's anonymity thresholds and gap rule, from its report config or the defaults. */
export async function loadFeedback360Rules(db: Kysely<Database>, campaignId: number): Promise<Feedback360Rules> {
  const row = await db.selectFrom('report_configs').where('campaign_id', '=', campaignId).selectAll().executeTakeFirst();
  if (!row) return DEFAULT_FEEDBACK360_RULES;
  return {
    thresholds: {
      self: row.threshold_self,
      manager: row.threshold_manager,
      peers: row.threshold_peers,
      directReports: row.threshold_direct_reports,
      others: row.threshold_others,
      comments: row.threshold_comments,
    },
    gapTenths: row.gap_tenths,
    gapMinOthers: row.gap_min_others,
  };
}

/**
 * The 360 part of one participant's report in the reader's language, computed from the
 * submitted evaluations of them; undefined when the campaign has no 360 or its model maps no
 * question to a skill.
 */
export async function buildFeedback360Part(db: Kysely<Database>, campaignId: number, participantId: number, lang: string): Promise<Feedback360Part | undefined> {
  const campaign = await db.selectFrom('campaigns').where('id', '=', campaignId).select('is360').executeTakeFirst();
  if (!campaign?.is360) return undefined;
  const mapped = await db
    .selectFrom('report_skill_questions as sq')
    .innerJoin('report_skills as s', 's.id', 'sq.skill_id')
    .innerJoin('report_areas as a', 'a.id', 's.area_id')
    .innerJoin('feedback360_questions as q', 'q.id', 'sq.question_id')
    .where('a.campaign_id', '=', campaignId)
    // Only closed questions of this campaign's 360 have a 1–5 value to average.
    .where('q.campaign_id', '=', campaignId)
    .where('q.kind', '=', 'closed')
    .select(['s.id as skill_id', 's.name', 'sq.question_id'])
    .orderBy('a.position')
    .orderBy('a.id')
    .orderBy('s.position')
    .orderBy('s.id')
    .orderBy('q.position')
    .execute();
  if (!mapped.length) return undefined;

  const skills: { id: number; name: string; questionIds: number[] }[] = [];
  for (const row of mapped) {
    const last = skills[skills.length - 1];
    if (last?.id === row.skill_id) last.questionIds.push(row.question_id);
    else skills.push({ id: row.skill_id, name: localise(row.name, lang), questionIds: [row.question_id] });
  }

  const raters = await db
    .selectFrom('feedback360_relations')
    .where('campaign_id', '=', campaignId)
    .where('evaluated_id', '=', participantId)
    // Only submitted evaluations: one still in progress may change or stop half way.
    .where('status', '=', 'y')
    .select(['evaluator_id', 'relation_type'])
    .execute();
  const openQuestions = await db
    .selectFrom('feedback360_questions')
    .where('campaign_id', '=', campaignId)
    .where('kind', '=', 'open')
    .select(['id', 'text'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  const evaluators = raters.map((r) => r.evaluator_id);
  const answers = evaluators.length
    ? await db
        .selectFrom('feedback360_answers')
        .where('campaign_id', '=', campaignId)
        .where('evaluated_id', '=', participantId)
        .where('evaluator_id', 'in', evaluators)
        .where('answer_id', 'is', null)
        .where('question_id', 'in', [...new Set([...mapped.map((m) => m.question_id), ...openQuestions.map((q) => q.id)])])
        .select(['evaluator_id', 'question_id', 'value', 'text_value'])
        .execute()
    : [];
  const open = new Set(openQuestions.map((q) => q.id));

  return computeFeedback360Part(
    {
      raters: raters.map((r) => ({ key: r.evaluator_id, relationType: r.relation_type })),
      skills,
      closedAnswers: answers.filter((a) => !open.has(a.question_id)).map((a) => ({ rater: a.evaluator_id, questionId: a.question_id, value: a.value })),
      openQuestions: openQuestions.map((q) => ({ id: q.id, text: localise(q.text, lang) })),
      openAnswers: answers.filter((a) => open.has(a.question_id)).map((a) => ({ rater: a.evaluator_id, questionId: a.question_id, text: a.text_value })),
      shuffleSeed: `${campaignId}:${participantId}`,
    },
    await loadFeedback360Rules(db, campaignId),
  );
}
