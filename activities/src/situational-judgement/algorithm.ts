import type { Outcome } from '@skillup/shared/api/contract';
import { mean, readData, toFive } from '../common/score';
import { restoreSituational, SCENARIO_IDS } from './data';
import { COMPETENCES, KEY, MAX_POINTS } from './key';

/**
 * Situational judgement scored by key: each scenario gives the chosen option's points out
 * of the best; per competence and overall, on the 0 to 5 scale. Unanswered scenarios score 0.
 */
export function compute(raw: unknown): Outcome[] {
  const data = readData(raw, restoreSituational, 'Situational judgement');
  const shares = SCENARIO_IDS.map((id) => {
    const option = data.answers[id];
    return { competence: KEY[id].competence, share: option ? KEY[id].points[option] / MAX_POINTS : 0 };
  });
  const perCompetence = COMPETENCES.map((competence) => ({
    name: competence,
    value: toFive(mean(shares.filter((s) => s.competence === competence).map((s) => s.share))),
  }));
  return [
    ...perCompetence,
    { name: 'overall', value: toFive(mean(shares.map((s) => s.share))) },
    { name: 'answered', value: Object.keys(data.answers).length },
  ];
}
