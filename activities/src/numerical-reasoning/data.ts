import { isRecord } from '../common/score';

export const QUESTION_IDS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'] as const;
export type QuestionId = (typeof QUESTION_IDS)[number];

export interface NumericalData {
  v: 1;
  started: boolean;
  index: number;
  /** As typed, e.g. "30,8": the algorithm reads Italian and English decimals alike. */
  answers: Partial<Record<QuestionId, string>>;
  /** The countdown reached zero before the person finished. */
  timedOut: boolean;
}

export const emptyNumerical = (): NumericalData => ({ v: 1, started: false, index: 0, answers: {}, timedOut: false });

export function restoreNumerical(raw: unknown): NumericalData | null {
  if (!isRecord(raw) || raw.v !== 1 || typeof raw.started !== 'boolean' || typeof raw.timedOut !== 'boolean') return null;
  const { index } = raw;
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= QUESTION_IDS.length) return null;
  if (!isRecord(raw.answers)) return null;
  const answers: NumericalData['answers'] = {};
  for (const [id, value] of Object.entries(raw.answers)) {
    if (!QUESTION_IDS.includes(id as QuestionId) || typeof value !== 'string') return null;
    answers[id as QuestionId] = value;
  }
  return { v: 1, started: raw.started, index, answers, timedOut: raw.timedOut };
}

/** "1.250,5", "1,250.5", "30,8" and "30.8" as numbers; null when it is not a number. */
export function parseAnswer(text: string | undefined): number | null {
  if (text === undefined) return null;
  let value = text.trim().replace(/\s|%|€/g, '');
  if (value === '') return null;
  const comma = value.lastIndexOf(',');
  const dot = value.lastIndexOf('.');
  if (comma > dot) value = value.replace(/\./g, '').replace(',', '.');
  else value = value.replace(/,/g, '');
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}
