import { isRecord } from '../common/score';

export const SCENARIO_IDS = ['late', 'defensive', 'praise', 'plan'] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];
export const OPTION_IDS = ['a', 'b', 'c', 'd'] as const;
export type OptionId = (typeof OPTION_IDS)[number];

export interface SituationalData {
  v: 1;
  /** Index of the scenario on screen. */
  index: number;
  answers: Partial<Record<ScenarioId, OptionId>>;
}

export const emptySituational = (): SituationalData => ({ v: 1, index: 0, answers: {} });

export function restoreSituational(raw: unknown): SituationalData | null {
  if (!isRecord(raw) || raw.v !== 1 || !isRecord(raw.answers)) return null;
  const index = raw.index;
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= SCENARIO_IDS.length) return null;
  const answers: SituationalData['answers'] = {};
  for (const [id, option] of Object.entries(raw.answers)) {
    if (!SCENARIO_IDS.includes(id as ScenarioId) || !OPTION_IDS.includes(option as OptionId)) return null;
    answers[id as ScenarioId] = option as OptionId;
  }
  return { v: 1, index, answers };
}
