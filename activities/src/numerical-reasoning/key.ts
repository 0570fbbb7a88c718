import type { QuestionId } from './data';

/** The right answers; one decimal is asked for, so anything within rounding counts. */
export const KEY: Record<QuestionId, number> = { q1: 340, q2: 25, q3: 30.8, q4: 50, q5: 165, q6: 86.7 };
export const TOLERANCE = 0.15;
