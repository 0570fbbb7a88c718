import type { OptionId, ScenarioId } from './data';

export const COMPETENCES = ['listening', 'clarity', 'development'] as const;
export type Competence = (typeof COMPETENCES)[number];

/** Each option's effectiveness from 0 (harmful) to 3 (best), and the competence a scenario measures. */
export const KEY: Record<ScenarioId, { competence: Competence; points: Record<OptionId, number> }> = {
  late: { competence: 'clarity', points: { a: 1, b: 3, c: 0, d: 2 } },
  defensive: { competence: 'listening', points: { a: 0, b: 2, c: 3, d: 1 } },
  praise: { competence: 'clarity', points: { a: 2, b: 0, c: 1, d: 3 } },
  plan: { competence: 'development', points: { a: 3, b: 1, c: 2, d: 0 } },
};

export const MAX_POINTS = 3;
