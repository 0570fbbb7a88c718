import type { Answer360 } from '@skillup/shared/api/contract';
import { ApiError } from '../http/api-error';
import { allowedValues, type QuestionRule } from './questions';

export const invalidAnswer = (message: string) => new ApiError(422, 'INVALID_ANSWER', message);

/**
 * Refuses the whole page when one answer breaks a rule (docs/areas/feedback-360.md), so a
 * bad page stores nothing. Returns the answers grouped by question.
 */
export function validateAnswers(values: Answer360[], rules: Map<number, QuestionRule>, relationType: number): Map<number, Answer360[]> {
  const allowed = new Set(allowedValues(relationType));
  const byQuestion = new Map<number, Answer360[]>();
  for (const answer of values) {
    const rule = rules.get(answer.questionId);
    if (!rule) throw invalidAnswer(`question ${answer.questionId} is not a question of this campaign`);
    const list = byQuestion.get(rule.id) ?? [];
    list.push(answer);
    byQuestion.set(rule.id, list);
    if (rule.kind === 'closed') {
      if (answer.answerId !== undefined || answer.textValue !== undefined) throw invalidAnswer(`question ${rule.id} takes a value only`);
      if (answer.value === undefined || !allowed.has(answer.value)) {
        throw invalidAnswer(`question ${rule.id} takes one of ${[...allowed].join(', ')}`);
      }
    } else if (rule.kind === 'open') {
      if (answer.answerId !== undefined || answer.value !== undefined) throw invalidAnswer(`question ${rule.id} takes a text only`);
      const text = answer.textValue?.trim() ?? '';
      if (text.length === 0) throw invalidAnswer(`question ${rule.id} needs a text`);
      if ((answer.textValue ?? '').length > rule.maxLength) throw invalidAnswer(`question ${rule.id} takes at most ${rule.maxLength} characters`);
    } else {
      if (answer.textValue !== undefined) throw invalidAnswer(`question ${rule.id} takes no text`);
      if (answer.answerId === undefined || !rule.answers.has(answer.answerId)) {
        throw invalidAnswer(`answer ${answer.answerId ?? '(none)'} is not an answer of question ${rule.id}`);
      }
      if (answer.value === undefined || !rule.columns.has(answer.value))
        throw invalidAnswer(`question ${rule.id} has no column ${answer.value ?? '(none)'}`);
    }
  }
  for (const [questionId, list] of byQuestion) {
    const rule = rules.get(questionId) as QuestionRule;
    if (rule.kind !== 'linked') {
      if (list.length > 1) throw invalidAnswer(`question ${questionId} is answered twice`);
      continue;
    }
    const seen = new Set<number>();
    const perColumn = new Map<number, number>();
    for (const answer of list) {
      const answerId = answer.answerId as number;
      if (seen.has(answerId)) throw invalidAnswer(`answer ${answerId} of question ${questionId} is placed twice`);
      seen.add(answerId);
      perColumn.set(answer.value as number, (perColumn.get(answer.value as number) ?? 0) + 1);
    }
    for (const [column, count] of perColumn) {
      if (count > rule.maxAnswers) throw invalidAnswer(`column ${column} of question ${questionId} takes at most ${rule.maxAnswers} answers`);
    }
  }
  return byQuestion;
}

/** Whether stored answers answer every question: the evaluation is then done (y). */
export function isComplete(stored: Answer360[], rules: Map<number, QuestionRule>): boolean {
  if (rules.size === 0) return false;
  for (const rule of rules.values()) {
    const answers = stored.filter((a) => a.questionId === rule.id);
    if (rule.kind === 'closed' && !answers.some((a) => a.value !== undefined)) return false;
    if (rule.kind === 'open' && !answers.some((a) => (a.textValue ?? '').trim().length > 0)) return false;
    if (rule.kind === 'linked') {
      for (const column of rule.columns) {
        const count = answers.filter((a) => a.value === column).length;
        if (count < rule.minAnswers || count > rule.maxAnswers) return false;
      }
    }
  }
  return true;
}
