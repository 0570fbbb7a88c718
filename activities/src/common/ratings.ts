import type { Outcome } from '@skillup/shared/api/contract';
import { mean, round1 } from './score';

export const RATING_SCALE = [1, 2, 3, 4, 5] as const;

/** Criteria without a rating from 1 to 5, by name, so the form can tell the assessor which. */
export class MissingRatings extends Error {
  constructor(readonly criteria: string[]) {
    super(`A rating from 1 to 5 is needed for: ${criteria.join(', ')}`);
  }
}

/** What an assessor gives: one rating from 1 to 5 per criterion, and their mean as `overall`. */
export function ratingOutcomes(criteria: readonly string[], ratings: Record<string, number | undefined>): Outcome[] {
  const missing = criteria.filter((name) => {
    const value = ratings[name];
    return value === undefined || !Number.isInteger(value) || value < 1 || value > 5;
  });
  if (missing.length) throw new MissingRatings(missing);
  const values = criteria.map((name) => ({ name, value: ratings[name] as number }));
  return [...values, { name: 'overall', value: round1(mean(values.map((v) => v.value))) }];
}

/** The ratings an assessor already gave, to fill the form again. */
export function ratingsFrom(criteria: readonly string[], outcomes: readonly Outcome[]): Record<string, number> {
  const ratings: Record<string, number> = {};
  for (const outcome of outcomes) {
    if (criteria.includes(outcome.name)) ratings[outcome.name] = outcome.value;
  }
  return ratings;
}
