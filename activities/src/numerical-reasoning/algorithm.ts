import type { Outcome } from '@skillup/shared/api/contract';
import { readData, toFive } from '../common/score';
import { parseAnswer, QUESTION_IDS, restoreNumerical } from './data';
import { KEY, TOLERANCE } from './key';

/**
 * Numerical reasoning: accuracy on the 0 to 5 scale over all questions, precision on the
 * 0 to 5 scale over the answered ones, the counts, and whether time ran out.
 */
export function compute(raw: unknown): Outcome[] {
  const data = readData(raw, restoreNumerical, 'Numerical reasoning');
  let attempted = 0;
  let correct = 0;
  for (const id of QUESTION_IDS) {
    const answer = parseAnswer(data.answers[id]);
    if (answer === null) continue;
    attempted += 1;
    if (Math.abs(answer - KEY[id]) <= TOLERANCE) correct += 1;
  }
  return [
    { name: 'accuracy', value: toFive(correct / QUESTION_IDS.length) },
    { name: 'precision', value: attempted ? toFive(correct / attempted) : 0 },
    { name: 'correct', value: correct },
    { name: 'attempted', value: attempted },
    { name: 'timedOut', value: data.timedOut ? 1 : 0 },
  ];
}
