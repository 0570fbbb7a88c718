import type { ChoicesKey } from '../common/choices/score';
import type { ScenarioId } from './data';

/** The competences the leadership report reads from this test, as from the feedback meeting. */
export const COMPETENCES = ['listening', 'clarity', 'development'] as const;
export type Competence = (typeof COMPETENCES)[number];

/** Each option's effectiveness from 0 (harmful) to 3 (best), and the competence a step of the case measures. */
export const KEY: ChoicesKey<ScenarioId, Competence> = {
  competences: COMPETENCES,
  maxPoints: 3,
  scenarios: {
    start: { competence: 'listening', points: { a: 0, b: 3, c: 1, d: 2 } },
    causes: { competence: 'listening', points: { a: 1, b: 0, c: 3, d: 2 } },
    presentation: { competence: 'clarity', points: { a: 1, b: 2, c: 0, d: 3 } },
    team: { competence: 'development', points: { a: 3, b: 1, c: 0, d: 2 } },
  },
};
