import type { Kysely } from 'kysely';
import { MIDDLE_VALUE, NO_MIDDLE_RELATION, type QuestionSets, type ScaleOption } from '@skillup/shared/api/contract';
import { localise } from '../campaigns/localise';
import type { Database, Localised, QuestionKind } from '../db/schema';

/** A campaign's questions as the server checks answers against them. */
export interface QuestionRule {
  id: number;
  kind: QuestionKind;
  minAnswers: number;
  maxAnswers: number;
  maxLength: number;
  columns: Set<number>;
  answers: Set<number>;
}

export async function questionRules(db: Kysely<Database>, campaignId: number): Promise<Map<number, QuestionRule>> {
  const questions = await db
    .selectFrom('feedback360_questions')
    .where('campaign_id', '=', campaignId)
    .select(['id', 'kind', 'min_answers', 'max_answers', 'max_length'])
    .execute();
  const ids = questions.map((q) => q.id);
  const [columns, answers] = ids.length
    ? await Promise.all([
        db.selectFrom('feedback360_linked_columns').where('question_id', 'in', ids).select(['question_id', 'key']).execute(),
        db.selectFrom('feedback360_linked_answers').where('question_id', 'in', ids).select(['question_id', 'id']).execute(),
      ])
    : [[], []];
  return new Map(
    questions.map((q) => [
      q.id,
      {
        id: q.id,
        kind: q.kind,
        minAnswers: q.min_answers ?? 0,
        maxAnswers: q.max_answers ?? 0,
        maxLength: q.max_length ?? 0,
        columns: new Set(columns.filter((c) => c.question_id === q.id).map((c) => c.key)),
        answers: new Set(answers.filter((a) => a.question_id === q.id).map((a) => a.id)),
      },
    ]),
  );
}

/** The closed scale a relation type answers with: type 4 has no middle option. */
export function allowedValues(relationType: number): number[] {
  return [1, 2, 3, 4, 5].filter((v) => relationType !== NO_MIDDLE_RELATION || v !== MIDDLE_VALUE);
}

/** The question sets in the evaluator's language, ordered by position. */
export async function questionSets(db: Kysely<Database>, campaignId: number, lang: string, relationType: number): Promise<QuestionSets> {
  const questions = await db
    .selectFrom('feedback360_questions')
    .where('campaign_id', '=', campaignId)
    .selectAll()
    .orderBy('position')
    .orderBy('id')
    .execute();
  const scaleRows = await db.selectFrom('feedback360_scale').where('campaign_id', '=', campaignId).selectAll().orderBy('value').execute();
  const allowed = new Set(allowedValues(relationType));
  const options: ScaleOption[] = scaleRows
    .filter((row) => allowed.has(row.value))
    .map((row) => ({ value: row.value, label: localise(row.label as Localised, lang) }));
  const linkedIds = questions.filter((q) => q.kind === 'linked').map((q) => q.id);
  const [columns, answers] = linkedIds.length
    ? await Promise.all([
        db.selectFrom('feedback360_linked_columns').where('question_id', 'in', linkedIds).selectAll().orderBy('position').execute(),
        db.selectFrom('feedback360_linked_answers').where('question_id', 'in', linkedIds).selectAll().orderBy('position').orderBy('id').execute(),
      ])
    : [[], []];
  const text = (value: Localised) => localise(value, lang);
  return {
    closedQuestions: questions.filter((q) => q.kind === 'closed').map((q) => ({ id: q.id, text: text(q.text), options })),
    linkedQuestions: questions
      .filter((q) => q.kind === 'linked')
      .map((q) => ({
        id: q.id,
        label: text(q.text),
        min_answers: q.min_answers ?? 0,
        max_answers: q.max_answers ?? 0,
        columns: columns.filter((c) => c.question_id === q.id).map((c) => ({ key: c.key, label: text(c.label), order: c.position })),
        answers: answers.filter((a) => a.question_id === q.id).map((a) => ({ id: a.id, label: text(a.label) })),
      })),
    openQuestions: questions.filter((q) => q.kind === 'open').map((q) => ({ id: q.id, text: text(q.text), maxLength: q.max_length ?? 0 })),
  };
}
