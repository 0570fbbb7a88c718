import type { Feedback360Part } from '@skillup/shared/api/contract';
import type { Kysely, Selectable } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { localise } from '../campaigns/localise';
import type { Database, ReportConfigsTable } from '../db/schema';
import type { ReportCampaign } from './access';
import { computeFeedback360Part } from './feedback360-part';
import { DEFAULT_FEEDBACK360_RULES, type Feedback360Rules } from './feedback360-rules';
import { stepFeedback360 } from './feedback360-steps';

/** The columns of a campaign's report config that its 360 rules are read from. */
export const FEEDBACK360_RULE_COLUMNS = [
  'threshold_self',
  'threshold_manager',
  'threshold_peers',
  'threshold_direct_reports',
  'threshold_others',
  'threshold_comments',
  'gap_tenths',
  'gap_min_others',
] as const;

export type Feedback360ConfigRow = Pick<Selectable<ReportConfigsTable>, (typeof FEEDBACK360_RULE_COLUMNS)[number]>;

/** The campaign's anonymity thresholds and gap rule, from its report config or the defaults. */
export function feedback360Rules(row: Feedback360ConfigRow | null): Feedback360Rules {
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

/** The campaign's model of the 360 and its rules, in one round trip (docs/areas/report.md, "Speed"). */
function loadModel(db: Kysely<Database>, campaignId: number) {
  return db
    .selectNoFrom((eb) => [
      jsonArrayFrom(
        eb
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
          .orderBy('q.position'),
      ).as('mapped'),
      jsonArrayFrom(
        eb
          .selectFrom('feedback360_questions')
          .where('campaign_id', '=', campaignId)
          .where('kind', '=', 'open')
          .select(['id', 'text'])
          .orderBy('position')
          .orderBy('id'),
      ).as('openQuestions'),
      jsonObjectFrom(eb.selectFrom('report_configs').where('campaign_id', '=', campaignId).select(FEEDBACK360_RULE_COLUMNS)).as('config'),
    ])
    .executeTakeFirstOrThrow();
}

/** The evaluations of the participant published at the last step, and their answers. */
function loadPublished(db: Kysely<Database>, campaignId: number, participantId: number) {
  return db
    .selectNoFrom((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('feedback360_published_raters')
          .where('campaign_id', '=', campaignId)
          .where('evaluated_id', '=', participantId)
          .select(['evaluator_id', 'relation_type']),
      ).as('raters'),
      jsonArrayFrom(
        eb
          .selectFrom('feedback360_published_answers')
          .where('campaign_id', '=', campaignId)
          .where('evaluated_id', '=', participantId)
          .select(['evaluator_id', 'question_id', 'value', 'text_value']),
      ).as('answers'),
    ])
    .executeTakeFirstOrThrow();
}

/**
 * The 360 part of one participant's report in the reader's language, computed from the
 * evaluations of them published at the last step (feedback360-steps.ts); undefined when the
 * campaign has no 360 or its model maps no question to a skill.
 */
export async function buildFeedback360Part(
  db: Kysely<Database>,
  campaign: Pick<ReportCampaign, 'id' | 'is360' | 'closed'>,
  participantId: number,
  lang: string,
): Promise<Feedback360Part | undefined> {
  if (!campaign.is360) return undefined;
  const { mapped, openQuestions, config } = await loadModel(db, campaign.id);
  if (!mapped.length) return undefined;
  const rules = feedback360Rules(config);
  const steppedAt = await stepFeedback360(db, campaign, participantId, rules);
  const { raters, answers } = await loadPublished(db, campaign.id, participantId);

  const skills: { id: number; name: string; questionIds: number[] }[] = [];
  for (const row of mapped) {
    const last = skills[skills.length - 1];
    if (last?.id === row.skill_id) last.questionIds.push(row.question_id);
    else skills.push({ id: row.skill_id, name: localise(row.name, lang), questionIds: [row.question_id] });
  }

  const open = new Set(openQuestions.map((q) => q.id));
  const closed = new Set(mapped.map((m) => m.question_id));
  return computeFeedback360Part(
    {
      raters: raters.map((r) => ({ key: r.evaluator_id, relationType: r.relation_type })),
      skills,
      closedAnswers: answers
        .filter((a) => closed.has(a.question_id))
        .map((a) => ({ rater: a.evaluator_id, questionId: a.question_id, value: a.value })),
      openQuestions: openQuestions.map((q) => ({ id: q.id, text: localise(q.text, lang) })),
      openAnswers: answers
        .filter((a) => open.has(a.question_id))
        .map((a) => ({ rater: a.evaluator_id, questionId: a.question_id, text: a.text_value })),
      shuffleSeed: `${campaign.id}:${participantId}`,
    },
    rules,
    steppedAt,
  );
}
