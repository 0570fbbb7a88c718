import { isRecord } from '../score';

export const OPTION_IDS = ['a', 'b', 'c', 'd'] as const;
export type OptionId = (typeof OPTION_IDS)[number];

/** A run of a choices activity: the scenario on screen and the option chosen in each one. */
export interface ChoicesData<S extends string> {
  v: 1;
  /** Index of the scenario on screen. */
  index: number;
  answers: Partial<Record<S, OptionId>>;
}

export const emptyChoices = <S extends string>(): ChoicesData<S> => ({ v: 1, index: 0, answers: {} });

/** The saved data when it has this shape for these scenarios, else null. */
export function restoreChoices<S extends string>(raw: unknown, scenarioIds: readonly S[]): ChoicesData<S> | null {
  if (!isRecord(raw) || raw.v !== 1 || !isRecord(raw.answers)) return null;
  const index = raw.index;
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= scenarioIds.length) return null;
  const answers: ChoicesData<S>['answers'] = {};
  for (const [id, option] of Object.entries(raw.answers)) {
    if (!scenarioIds.includes(id as S) || !OPTION_IDS.includes(option as OptionId)) return null;
    answers[id as S] = option as OptionId;
  }
  return { v: 1, index, answers };
}
