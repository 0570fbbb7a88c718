import type { Answer360 } from '@skillup/shared/api/contract';

/** A linked question's placements in the order they were made: [answerId, column key]. */
export type Placements = [number, number][];

/** Everything the evaluator has answered about one person, keyed by question id. */
export interface Answers {
  closed: Record<string, number>;
  open: Record<string, string>;
  linked: Record<string, Placements>;
}

export const emptyAnswers = (): Answers => ({ closed: {}, open: {}, linked: {} });

/** The server's saved answers in the shape the questionnaire edits. */
export function fromSaved(result: Answer360[], linkedIds: Set<number>): Answers {
  const answers = emptyAnswers();
  for (const answer of result) {
    const key = String(answer.questionId);
    if (linkedIds.has(answer.questionId) && answer.answerId !== undefined && answer.value !== undefined) {
      (answers.linked[key] ??= []).push([answer.answerId, answer.value]);
    } else if (answer.textValue !== undefined) {
      answers.open[key] = answer.textValue;
    } else if (answer.value !== undefined) {
      answers.closed[key] = answer.value;
    }
  }
  return answers;
}
