import { restoreChoices, type ChoicesData } from '../common/choices/data';

export const SCENARIO_IDS = ['start', 'causes', 'presentation', 'team'] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];
export type CaseData = ChoicesData<ScenarioId>;

export const restoreCase = (raw: unknown): CaseData | null => restoreChoices(raw, SCENARIO_IDS);
