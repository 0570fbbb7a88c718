import { sql, type Kysely, type Transaction } from 'kysely';
import type { Answer360, EvaluationStatus } from '@skillup/shared/api/contract';
import type { Database } from '../db/schema';
import { readRun, writeRun } from '../activity-api/progress-store';
import type { OwnRelation } from './access';
import type { QuestionRule } from './questions';
import { writeData } from './data-store';
import { feedback360TestOf } from './test-360';
import { invalidAnswer, isComplete } from './validate-answers';

export async function readAnswers(
  db: Kysely<Database>,
  relation: Pick<OwnRelation, 'campaignId' | 'evaluatorId' | 'evaluatedId'>,
): Promise<Answer360[]> {
  const rows = await db
    .selectFrom('feedback360_answers')
    .where('campaign_id', '=', relation.campaignId)
    .where('evaluator_id', '=', relation.evaluatorId)
    .where('evaluated_id', '=', relation.evaluatedId)
    .select(['question_id', 'answer_id', 'value', 'text_value'])
    .orderBy('question_id')
    .orderBy('answer_id')
    .execute();
  return rows.map((row) => ({
    questionId: row.question_id,
    ...(row.answer_id !== null ? { answerId: row.answer_id } : {}),
    ...(row.value !== null ? { value: row.value } : {}),
    ...(row.text_value !== null ? { textValue: row.text_value } : {}),
  }));
}

export interface SaveResult {
  applied: boolean;
  version: number;
  status: EvaluationStatus;
  testStatus: 'incomplete' | 'complete';
}

/**
 * Stores a validated page of answers when `version` is newer than the relation's (else
 * nothing changes), then moves the relation to p or y and the evaluator's 360 test to
 * complete once every relation is y. A done evaluation stays y when modified.
 */
export function saveAnswers(
  db: Kysely<Database>,
  relation: OwnRelation,
  byQuestion: Map<number, Answer360[]>,
  version: number | null,
  rules: Map<number, QuestionRule>,
): Promise<SaveResult> {
  return db.transaction().execute((trx) => storeAnswers(trx, relation, byQuestion, version, rules));
}

/**
 * A confirmed page as the participant's queue sends it: its answers and the questionnaire's
 * stored document in one transaction, both under the page's version, so a replayed or older
 * page changes neither (docs/areas/feedback-360.md, "Sending pages").
 */
export function savePage(
  db: Kysely<Database>,
  relation: OwnRelation,
  byQuestion: Map<number, Answer360[]>,
  version: number,
  data: string,
  rules: Map<number, QuestionRule>,
): Promise<SaveResult> {
  return db.transaction().execute(async (trx) => {
    const result = await storeAnswers(trx, relation, byQuestion, version, rules);
    if (result.applied) await writeData(trx, relation, version, data);
    return result;
  });
}

async function storeAnswers(
  trx: Transaction<Database>,
  relation: OwnRelation,
  byQuestion: Map<number, Answer360[]>,
  version: number | null,
  rules: Map<number, QuestionRule>,
): Promise<SaveResult> {
  const key = { campaign_id: relation.campaignId, evaluator_id: relation.evaluatorId, evaluated_id: relation.evaluatedId };
  let newVersion = version;
  if (newVersion === null) {
    const current = await trx
      .selectFrom('feedback360_relations')
      .where('campaign_id', '=', key.campaign_id)
      .where('evaluator_id', '=', key.evaluator_id)
      .where('evaluated_id', '=', key.evaluated_id)
      .select('answers_version')
      .forUpdate()
      .executeTakeFirstOrThrow();
    newVersion = current.answers_version + 1;
  }
  const bumped = await trx
    .updateTable('feedback360_relations')
    .set({ answers_version: newVersion, updated_at: new Date() })
    .where('campaign_id', '=', key.campaign_id)
    .where('evaluator_id', '=', key.evaluator_id)
    .where('evaluated_id', '=', key.evaluated_id)
    .where('answers_version', '<', newVersion)
    .returning('status')
    .executeTakeFirst();
  if (!bumped) {
    return { applied: false, version: relation.answersVersion, status: relation.status, testStatus: await testStatusOf(trx, relation) };
  }
  const questionIds = [...byQuestion.keys()];
  if (questionIds.length > 0) {
    // HR may have replaced the questionnaire after these answers were checked: its write
    // holds this relation's row, so once the row is ours its questions are the current ones.
    const current = await trx
      .selectFrom('feedback360_questions')
      .where('campaign_id', '=', key.campaign_id)
      .where('id', 'in', questionIds)
      .select('id')
      .execute();
    if (current.length !== questionIds.length) throw invalidAnswer('the questionnaire changed meanwhile: load the questions again');
    await trx
      .deleteFrom('feedback360_answers')
      .where('campaign_id', '=', key.campaign_id)
      .where('evaluator_id', '=', key.evaluator_id)
      .where('evaluated_id', '=', key.evaluated_id)
      .where('question_id', 'in', questionIds)
      .execute();
    const rows = [...byQuestion.values()].flat().map((answer) => ({
      ...key,
      question_id: answer.questionId,
      answer_id: answer.answerId ?? null,
      value: answer.value ?? null,
      text_value: answer.textValue ?? null,
    }));
    if (rows.length > 0) await trx.insertInto('feedback360_answers').values(rows).execute();
  }
  const stored = await readAnswers(trx, relation);
  const status: EvaluationStatus = bumped.status === 'y' || isComplete(stored, rules) ? 'y' : stored.length > 0 ? 'p' : bumped.status;
  await trx
    .updateTable('feedback360_relations')
    .set({ status })
    .where('campaign_id', '=', key.campaign_id)
    .where('evaluator_id', '=', key.evaluator_id)
    .where('evaluated_id', '=', key.evaluated_id)
    .execute();
  return { applied: true, version: newVersion, status, testStatus: await updateTest360(trx, relation) };
}

type RunKey = { userId: number; testId: number };

async function runStatus(db: Kysely<Database>, key: RunKey): Promise<'incomplete' | 'complete'> {
  const run = await readRun(db, key);
  return run.testStatus === 'complete' ? 'complete' : 'incomplete';
}

async function testStatusOf(db: Kysely<Database>, relation: Pick<OwnRelation, 'campaignId' | 'evaluatorId'>): Promise<'incomplete' | 'complete'> {
  const testId = await feedback360TestOf(db, relation.campaignId);
  return testId === undefined ? 'incomplete' : runStatus(db, { userId: relation.evaluatorId, testId });
}

/**
 * The campaign's 360 test is incomplete once entered and complete when every relation of the
 * evaluator in that campaign is y (status version 2, else 1).
 */
export async function updateTest360(
  db: Kysely<Database>,
  relation: Pick<OwnRelation, 'campaignId' | 'evaluatorId'>,
): Promise<'incomplete' | 'complete'> {
  const testId = await feedback360TestOf(db, relation.campaignId);
  if (testId === undefined) return 'incomplete';
  const open = await db
    .selectFrom('feedback360_relations')
    .where('campaign_id', '=', relation.campaignId)
    .where('evaluator_id', '=', relation.evaluatorId)
    .where('status', '<>', 'y')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  const key = { userId: relation.evaluatorId, testId };
  if (open.count === 0) {
    const current = await readRun(db, key);
    await writeRun(db, key, { version: Math.max(2, current.version + 1), status: 'complete' }, false);
    return 'complete';
  }
  await writeRun(db, key, { version: 1, status: 'incomplete' }, false);
  return runStatus(db, key);
}
