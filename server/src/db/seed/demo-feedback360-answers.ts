import type { Insertable, Transaction } from 'kysely';
import type { Database, EvaluationStatus, Feedback360AnswersTable } from '../schema';
import type { QuestionSetIds } from './demo-feedback360-questions';

const email = (name: string) => `${name}@demo.skillup.test`;

const openAnswers = [
  ['Ascolta tutti e decide con chiarezza.', 'Potrebbe delegare di più.'],
  ['È sempre disponibile e preparato.', 'Dovrebbe condividere prima le priorità.'],
  ['Sa motivare il gruppo nei momenti difficili.', 'Più colloqui individuali con il team.'],
  ['Tiene fede agli impegni.', 'Dare feedback più frequenti.'],
];

/** A spread of answers like real ones: each rater a little stricter or kinder, each question a little harder or easier. */
function closedValue(rater: number, question: number, relationType: number): number {
  const lean = [0, 1, -1, 0, 1, -1, 0, 1][rater % 8] as number;
  const difficulty = [1, 0, -1, 0, 1, -1, 0, 0, 1, -1][question % 10] as number;
  let value = Math.min(5, Math.max(1, 3 + lean + difficulty + ((rater + question) % 3 === 0 ? 1 : 0)));
  if (relationType === 4 && value === 3) value = rater % 2 === 0 ? 4 : 2;
  return value;
}

/**
 * Writes the demo's evaluations into one 360 campaign, people named by the part of their demo
 * e-mail before the @: who evaluates whom (`relate`) and what they answered (`answer`: every
 * question, or only the first page of ten closed ones).
 */
export async function evaluationWriter(trx: Transaction<Database>, campaignId: number, questions: QuestionSetIds) {
  const users = new Map((await trx.selectFrom('users').select(['id', 'email']).execute()).map((u) => [u.email, u.id]));
  const id = (name: string) => {
    const value = users.get(email(name));
    if (value === undefined) throw new Error(`seed: no user ${name}`);
    return value;
  };
  const { closedIds, linkedIds, openIds } = questions;

  const relate = async (evaluator: string, evaluated: string, relationType: number, status: EvaluationStatus) => {
    await trx
      .insertInto('feedback360_relations')
      .values({
        campaign_id: campaignId,
        evaluator_id: id(evaluator),
        evaluated_id: id(evaluated),
        relation_type: relationType,
        status,
        answers_version: status === 'n' ? 0 : 1,
      })
      .execute();
  };
  const answer = async (evaluator: string, evaluated: string, rater: number, relationType: number, full: boolean) => {
    const key = { campaign_id: campaignId, evaluator_id: id(evaluator), evaluated_id: id(evaluated) };
    const closedCount = full ? closedIds.length : 10;
    const rows: Insertable<Feedback360AnswersTable>[] = closedIds.slice(0, closedCount).map((questionId, q) => ({
      ...key,
      question_id: questionId,
      answer_id: null,
      value: closedValue(rater, q, relationType),
      text_value: null,
    }));
    if (full) {
      for (const [q, question] of linkedIds.entries()) {
        const [a, b, c] = [
          (rater + q) % question.answers.length,
          (rater + q + 1) % question.answers.length,
          (rater + q + 2) % question.answers.length,
        ];
        rows.push({ ...key, question_id: question.id, answer_id: question.answers[a] as number, value: 1, text_value: null });
        rows.push({ ...key, question_id: question.id, answer_id: question.answers[b] as number, value: 2, text_value: null });
        if (rater % 2 === 0) rows.push({ ...key, question_id: question.id, answer_id: question.answers[c] as number, value: 1, text_value: null });
      }
      for (const [q, questionId] of openIds.entries()) {
        rows.push({
          ...key,
          question_id: questionId,
          answer_id: null,
          value: null,
          text_value: (openAnswers[rater % openAnswers.length] as string[])[q] as string,
        });
      }
    }
    await trx.insertInto('feedback360_answers').values(rows).execute();
  };
  /** The evaluator's run of the campaign's 360 test, as the answers above left it. */
  const run360 = async (evaluator: string, testId: number, status: 'incomplete' | 'complete') => {
    await trx
      .insertInto('user_tests')
      .values({ user_id: id(evaluator), test_id: testId, status, version: status === 'complete' ? 2 : 1, data: null })
      .execute();
  };
  return { relate, answer, run360 };
}
