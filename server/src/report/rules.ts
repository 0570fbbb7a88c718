import { isFeedback360Test, type EvidenceCategory, type ReportLevel, type TestKind } from '@skillup/shared/api/contract';

/** The rules of the report (docs/areas/report.md), as pure functions shared by the JSON and the PDF. */

export const SCORE_MAX = 5;
/** Areas kept out of the radar and the area detail. */
export const AREAS_OUT_OF_DETAIL: readonly number[] = [6, 7, 9];

/** Mean of the finite values; none gives null, never NaN. */
export function mean(values: readonly number[]): number | null {
  const usable = values.filter((v) => Number.isFinite(v));
  if (!usable.length) return null;
  return usable.reduce((sum, v) => sum + v, 0) / usable.length;
}

/** A stored outcome on the 0–5 scale; anything outside is brought to the nearest end. */
export const clampScore = (value: number) => Math.min(SCORE_MAX, Math.max(0, value));

/**
 * The value the reader sees: one decimal, half up, so that labels agree with the number shown.
 * Rounding first to a millionth keeps float noise (3.9499999… for the mean of 4.1 and 3.8) out.
 */
export const roundScore = (value: number | null) => (value === null ? null : Math.round(Math.round(value * 1e6) / 1e5) / 10);

/** One decimal, '.0' for whole numbers; an empty value is a dash. */
export const formatScore = (value: number | null) => (value === null ? '–' : value.toFixed(1));

/** Width of the score bar in percent: 20% per point. */
export const scoreBarPercent = (value: number | null) => (value === null ? 0 : clampScore(value) * 20);

/** The radar's axis goes to 5 and shows whole numbers. */
export const radarValue = (value: number | null) => (value === null ? null : Math.round(clampScore(value)));

export const inAreaDetail = (code: number) => !AREAS_OUT_OF_DETAIL.includes(code);

/** 'Presidio insufficiente' below 2, 'sufficiente' from 2, 'buono' from 3, 'ottimo' from 4. */
export function levelOf(value: number | null): ReportLevel | null {
  if (value === null) return null;
  if (value >= 4) return 'excellent';
  if (value >= 3) return 'good';
  if (value >= 2) return 'sufficient';
  return 'insufficient';
}

interface Ranked {
  id: number;
  value: number | null;
}

/** The best two skills above 3; on equal values the one first in the model wins. */
export function starredSkills(skills: readonly Ranked[]): Set<number> {
  const above = skills.filter((s): s is Ranked & { value: number } => s.value !== null && s.value > 3);
  const best = [...above].sort((a, b) => b.value - a.value).slice(0, 2);
  return new Set(best.map((s) => s.id));
}

/** The worst two skills below 3; on equal values the one first in the model wins. */
export function weakestSkills<T extends Ranked>(skills: readonly T[]): T[] {
  return lowestTwo(skills.filter((s) => s.value !== null && s.value < 3));
}

/** The two lowest markers of a skill that have a value. */
export function lowestMarkers<T extends Ranked>(markers: readonly T[]): T[] {
  return lowestTwo(markers.filter((m) => m.value !== null));
}

/** Sorting is stable, so equal values keep the model's order. */
const lowestTwo = <T extends Ranked>(items: T[]) => [...items].sort((a, b) => (a.value as number) - (b.value as number)).slice(0, 2);

/** The part of a suggestion before '---'. */
export const suggestionText = (text: string) => (text.split('---')[0] ?? '').trim();

const ACTIVITY_CATEGORIES: Record<string, EvidenceCategory> = {
  'in-basket': 'inbox',
  'situational-judgement': 'judgement',
  'business-case': 'judgement',
  'numerical-reasoning': 'reasoning',
  'self-reflection': 'questionnaire',
};

/** A test's kind of evidence: its campaign's 360 test is the 360 feedback, any other the activity it opens (its URL's folder). */
export function testCategory(test: { kind: TestKind; url: string }): EvidenceCategory {
  if (isFeedback360Test(test)) return 'feedback360';
  return ACTIVITY_CATEGORIES[test.url.split('/')[0] ?? ''] ?? 'activity';
}
