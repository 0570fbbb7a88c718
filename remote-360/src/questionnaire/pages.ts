import type { Answer360, ClosedQuestion, LinkedQuestion, OpenQuestion, QuestionSets } from '@skillup/shared/api/contract';
import type { Answers } from './answers';

/** Closed questions come ten to a page. */
export const CLOSED_PER_PAGE = 10;

export type Page =
  { kind: 'closed'; questions: ClosedQuestion[] } | { kind: 'linked'; question: LinkedQuestion } | { kind: 'open'; question: OpenQuestion };

/** Closed questions in pages of ten, then one page per linked question, then one per open question. */
export function buildPages(sets: QuestionSets): Page[] {
  const pages: Page[] = [];
  for (let i = 0; i < sets.closedQuestions.length; i += CLOSED_PER_PAGE) {
    pages.push({ kind: 'closed', questions: sets.closedQuestions.slice(i, i + CLOSED_PER_PAGE) });
  }
  for (const question of sets.linkedQuestions) pages.push({ kind: 'linked', question });
  for (const question of sets.openQuestions) pages.push({ kind: 'open', question });
  return pages;
}

/** Whether the page may be sent: every closed question answered, each linked column within its limits, the open text given. */
export function isPageValid(page: Page, answers: Answers): boolean {
  if (page.kind === 'closed') return page.questions.every((q) => answers.closed[q.id] !== undefined);
  if (page.kind === 'open') {
    const text = answers.open[page.question.id] ?? '';
    return text.trim().length > 0 && text.length <= page.question.maxLength;
  }
  const placements = answers.linked[page.question.id] ?? [];
  return page.question.columns.every((column) => {
    const count = placements.filter(([, key]) => key === column.key).length;
    return count >= page.question.min_answers && count <= page.question.max_answers;
  });
}

/** The answers of one page as the server takes them. */
export function pageValues(page: Page, answers: Answers): Answer360[] {
  if (page.kind === 'closed') {
    return page.questions.flatMap((q) => (answers.closed[q.id] !== undefined ? [{ questionId: q.id, value: answers.closed[q.id] as number }] : []));
  }
  if (page.kind === 'open') return [{ questionId: page.question.id, textValue: answers.open[page.question.id] ?? '' }];
  return (answers.linked[page.question.id] ?? []).map(([answerId, value]) => ({ questionId: page.question.id, answerId, value }));
}

/** The first page not yet valid, or the last one: where a fresh start resumes. */
export function firstOpenPage(pages: Page[], answers: Answers): number {
  const index = pages.findIndex((page) => !isPageValid(page, answers));
  return index === -1 ? Math.max(pages.length - 1, 0) : index;
}
