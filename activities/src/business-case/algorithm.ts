import type { Outcome } from '@skillup/shared/api/contract';
import { computeChoices } from '../common/choices/score';
import { SCENARIO_IDS } from './data';
import { KEY } from './key';

/** The business case scored by key, per competence and overall (see computeChoices). */
export function compute(raw: unknown): Outcome[] {
  return computeChoices(raw, SCENARIO_IDS, KEY, 'Business case');
}
