import type { Kysely } from 'kysely';
import { localise } from '../../campaigns/localise';
import type { Database, EvaluationStatus, Localised, QuestionKind } from '../../db/schema';
import type { ExportScope } from './export-scope';

const STATUS = { n: 'notStarted', p: 'inProgress', y: 'done' } as const satisfies Record<EvaluationStatus, string>;

/** How many evaluations there are, by state: counts, never who. */
function countByStatus(rows: { campaign_id: number; status: EvaluationStatus }[]) {
  const byCampaign = new Map<number, Record<(typeof STATUS)[EvaluationStatus], number>>();
  for (const row of rows) {
    const counts = byCampaign.get(row.campaign_id) ?? { notStarted: 0, inProgress: 0, done: 0 };
    counts[STATUS[row.status]] += 1;
    byCampaign.set(row.campaign_id, counts);
  }
  return [...byCampaign].map(([campaignId, counts]) => ({ campaignId, ...counts }));
}

interface AnswerRow {
  campaign_id: number;
  question_id: number;
  kind: QuestionKind;
  position: number;
  text: Localised;
  value: number | null;
  text_value: string | null;
  answer_label: Localised | null;
}

/**
 * The answers grouped by campaign and question. Within a question they are sorted by what was
 * answered, so that nothing of their order tells which answer was about whom.
 */
function grouped(rows: AnswerRow[], lang: string, scale: Map<string, Localised>, columns: Map<string, Localised>) {
  const questions = new Map<
    string,
    { campaignId: number; questionId: number; kind: QuestionKind; position: number; question: string; answers: object[] }
  >();
  for (const row of rows) {
    const key = `${row.campaign_id}:${row.question_id}`;
    const entry = questions.get(key) ?? {
      campaignId: row.campaign_id,
      questionId: row.question_id,
      kind: row.kind,
      position: row.position,
      question: localise(row.text, lang),
      answers: [],
    };
    questions.set(key, entry);
    if (row.kind === 'open') entry.answers.push({ text: row.text_value ?? '' });
    else if (row.kind === 'linked')
      entry.answers.push({
        item: localise(row.answer_label, lang),
        column: row.value === null ? null : localise(columns.get(`${row.question_id}:${row.value}`) ?? null, lang),
      });
    else
      entry.answers.push({
        value: row.value,
        label: row.value === null ? null : localise(scale.get(`${row.campaign_id}:${row.value}`) ?? null, lang),
      });
  }
  return [...questions.values()]
    .sort((a, b) => a.campaignId - b.campaignId || a.position - b.position)
    .map(({ position: _position, answers, ...question }) => ({
      ...question,
      answers: answers
        .map((a) => JSON.stringify(a))
        .sort()
        .map((a) => JSON.parse(a) as object),
    }));
}

/**
 * The person's part in the 360s (docs/areas/feedback-360.md): the evaluations of them by state,
 * as counts; the evaluations they give by state, as counts; their self-evaluation's answers; and
 * the answers they gave as a rater, by campaign and question, without whom they were about.
 */
export async function collectFeedback360(db: Kysely<Database>, scope: ExportScope) {
  const campaigns = db
    .selectFrom('feedback360_relations as r')
    .innerJoin('campaigns as c', 'c.id', 'r.campaign_id')
    .$if(!scope.withDrafts, (q) => q.where('c.state', '!=', 'DRAFT'));
  const ofThem = await campaigns
    .where('r.evaluated_id', '=', scope.userId)
    .whereRef('r.evaluator_id', '!=', 'r.evaluated_id')
    .select(['r.campaign_id', 'r.status'])
    .execute();
  const byThem = await campaigns
    .where('r.evaluator_id', '=', scope.userId)
    .whereRef('r.evaluator_id', '!=', 'r.evaluated_id')
    .select(['r.campaign_id', 'r.status'])
    .execute();
  const self = await campaigns
    .where('r.evaluator_id', '=', scope.userId)
    .where('r.evaluated_id', '=', scope.userId)
    .select(['r.campaign_id', 'r.status'])
    .orderBy('r.campaign_id')
    .execute();

  const answers = (own: boolean) =>
    db
      .selectFrom('feedback360_answers as a')
      .innerJoin('campaigns as c', 'c.id', 'a.campaign_id')
      .innerJoin('feedback360_questions as q', 'q.id', 'a.question_id')
      .leftJoin('feedback360_linked_answers as la', 'la.id', 'a.answer_id')
      .where('a.evaluator_id', '=', scope.userId)
      .$if(own, (q) => q.where('a.evaluated_id', '=', scope.userId))
      .$if(!own, (q) => q.where('a.evaluated_id', '!=', scope.userId))
      .$if(!scope.withDrafts, (q) => q.where('c.state', '!=', 'DRAFT'))
      .select(['a.campaign_id', 'a.question_id', 'q.kind', 'q.position', 'q.text', 'a.value', 'a.text_value', 'la.label as answer_label'])
      .execute();
  const [given, selfAnswers] = await Promise.all([answers(false), answers(true)]);
  const campaignIds = [...new Set([...given, ...selfAnswers].map((a) => a.campaign_id))];
  const questionIds = [...new Set([...given, ...selfAnswers].map((a) => a.question_id))];
  const scale = campaignIds.length
    ? await db.selectFrom('feedback360_scale').where('campaign_id', 'in', campaignIds).select(['campaign_id', 'value', 'label']).execute()
    : [];
  const columns = questionIds.length
    ? await db.selectFrom('feedback360_linked_columns').where('question_id', 'in', questionIds).select(['question_id', 'key', 'label']).execute()
    : [];
  const scaleOf = new Map(scale.map((s) => [`${s.campaign_id}:${s.value}`, s.label]));
  const columnOf = new Map(columns.map((c) => [`${c.question_id}:${c.key}`, c.label]));

  return {
    evaluationsOfYou: countByStatus(ofThem),
    evaluationsByYou: countByStatus(byThem),
    selfEvaluations: self.map((s) => ({ campaignId: s.campaign_id, status: STATUS[s.status] })),
    selfEvaluationAnswers: grouped(selfAnswers, scope.lang, scaleOf, columnOf),
    answersGivenAsRater: grouped(given, scope.lang, scaleOf, columnOf),
  };
}
