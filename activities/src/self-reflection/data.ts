import { isRecord } from '../common/score';

export const VALUES = ['autonomy', 'collaboration', 'growth', 'balance'] as const;
export type Value = (typeof VALUES)[number];
export const STATEMENT_IDS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'] as const;
export type StatementId = (typeof STATEMENT_IDS)[number];

/** Which value each statement speaks of, two statements per value. */
export const STATEMENT_VALUE: Record<StatementId, Value> = {
  s1: 'autonomy',
  s2: 'collaboration',
  s3: 'growth',
  s4: 'balance',
  s5: 'autonomy',
  s6: 'collaboration',
  s7: 'growth',
  s8: 'balance',
};

export type Answers = Partial<Record<StatementId, number>>;

export interface Completion {
  completedAt: string;
  answers: Answers;
  note: string;
}

export interface ReflectionData {
  v: 1;
  answers: Answers;
  note: string;
  /** Every finished round, oldest first: the test is repeatable and each round adds one. */
  history: Completion[];
}

export const MAX_HISTORY = 20;

export const emptyReflection = (): ReflectionData => ({ v: 1, answers: {}, note: '', history: [] });

/** A new round keeps the earlier ones. */
export const restartReflection = (data: ReflectionData): ReflectionData => ({ ...emptyReflection(), history: data.history });

const isLikert = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;

function restoreAnswers(raw: unknown): Answers | null {
  if (!isRecord(raw)) return null;
  const answers: Answers = {};
  for (const [id, value] of Object.entries(raw)) {
    if (!STATEMENT_IDS.includes(id as StatementId) || !isLikert(value)) return null;
    answers[id as StatementId] = value;
  }
  return answers;
}

export function restoreReflection(raw: unknown): ReflectionData | null {
  if (!isRecord(raw) || raw.v !== 1 || typeof raw.note !== 'string' || !Array.isArray(raw.history)) return null;
  const answers = restoreAnswers(raw.answers);
  if (!answers) return null;
  const history: Completion[] = [];
  for (const entry of raw.history) {
    if (!isRecord(entry) || typeof entry.completedAt !== 'string' || typeof entry.note !== 'string') return null;
    const done = restoreAnswers(entry.answers);
    if (!done) return null;
    history.push({ completedAt: entry.completedAt, answers: done, note: entry.note });
  }
  return { v: 1, answers, note: raw.note, history };
}

/** Closes the current round into the history (the newest MAX_HISTORY kept). */
export function completeRound(data: ReflectionData, completedAt: string): ReflectionData {
  const history = [...data.history, { completedAt, answers: data.answers, note: data.note }].slice(-MAX_HISTORY);
  return { ...data, history };
}
