import type { Outcome } from '@skillup/shared/api/contract';
import { mean, readData, round1 } from '../common/score';
import { restoreReflection, STATEMENT_IDS, STATEMENT_VALUE, VALUES, type Answers } from './data';

/**
 * Self-reflection: how much each value matters (mean agreement, 1 to 5) in the latest
 * finished round, how many rounds were finished, and the change of each value since the
 * round before (0 for the first one). A later round overwrites these outcomes.
 */
export function compute(raw: unknown): Outcome[] {
  const data = readData(raw, restoreReflection, 'Self-reflection');
  const rounds = data.history.length ? data.history.map((h) => h.answers) : [data.answers];
  const latest = rounds[rounds.length - 1]!;
  const previous = rounds.length > 1 ? rounds[rounds.length - 2]! : null;
  const score = (answers: Answers, value: (typeof VALUES)[number]) => {
    const given = STATEMENT_IDS.filter((id) => STATEMENT_VALUE[id] === value)
      .map((id) => answers[id])
      .filter((v): v is number => v !== undefined);
    return given.length ? round1(mean(given)) : 0;
  };
  return [
    ...VALUES.map((value) => ({ name: value, value: score(latest, value) })),
    ...VALUES.map((value) => ({ name: `${value}Change`, value: previous ? round1(score(latest, value) - score(previous, value)) : 0 })),
    { name: 'completions', value: data.history.length },
  ];
}
