import type { Outcome } from '@skillup/shared/api/contract';
import { mean, readData, toFive } from '../score';
import { restoreChoices, type OptionId } from './data';

/** Each option's effectiveness from 0 (harmful) to `maxPoints` (best), and the competence a scenario measures. */
export interface ChoicesKey<S extends string, C extends string> {
  competences: readonly C[];
  scenarios: Record<S, { competence: C; points: Record<OptionId, number> }>;
  maxPoints: number;
}

/**
 * A choices activity scored by key: each scenario gives the chosen option's points out of
 * the best; per competence and overall, on the 0 to 5 scale. Unanswered scenarios score 0.
 */
export function computeChoices<S extends string, C extends string>(
  raw: unknown,
  scenarioIds: readonly S[],
  key: ChoicesKey<S, C>,
  what: string,
): Outcome[] {
  const data = readData(raw, (value) => restoreChoices(value, scenarioIds), what);
  const shares = scenarioIds.map((id) => {
    const option = data.answers[id];
    const { competence, points } = key.scenarios[id];
    return { competence, share: option ? points[option] / key.maxPoints : 0 };
  });
  const perCompetence = key.competences.map((competence) => ({
    name: competence,
    value: toFive(mean(shares.filter((s) => s.competence === competence).map((s) => s.share))),
  }));
  return [
    ...perCompetence,
    { name: 'overall', value: toFive(mean(shares.map((s) => s.share))) },
    { name: 'answered', value: Object.keys(data.answers).length },
  ];
}
