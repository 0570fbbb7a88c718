import type { ChoicesKey } from '../common/choices/score';
import type { ScenarioId } from './data';

export const COMPETENCES = ['listening', 'clarity', 'development'] as const;
export type Competence = (typeof COMPETENCES)[number];

/** Each option's effectiveness from 0 (harmful) to 3 (best), and the competence a scenario measures. */
export const KEY: ChoicesKey<ScenarioId, Competence> = {
  competences: COMPETENCES,
  maxPoints: 3,
  scenarios: {
    late: { competence: 'clarity', points: { a: 1, b: 3, c: 0, d: 2 } },
    defensive: { competence: 'listening', points: { a: 0, b: 2, c: 3, d: 1 } },
    praise: { competence: 'clarity', points: { a: 2, b: 0, c: 1, d: 3 } },
    plan: { competence: 'development', points: { a: 3, b: 1, c: 2, d: 0 } },
  },
};
