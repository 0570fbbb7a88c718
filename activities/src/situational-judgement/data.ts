import { restoreChoices, type ChoicesData } from '../common/choices/data';

export const SCENARIO_IDS = ['late', 'defensive', 'praise', 'plan'] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];
export type SituationalData = ChoicesData<ScenarioId>;

export const restoreSituational = (raw: unknown): SituationalData | null => restoreChoices(raw, SCENARIO_IDS);
