import type { IndividualReport, ReportSkill, TestKind, TestStatus } from '@skillup/shared/api/contract';
import { localise } from '../campaigns/localise';
import type { LevelTexts, Localised } from '../db/schema';
import {
  clampScore,
  inAreaDetail,
  levelOf,
  lowestMarkers,
  mean,
  radarValue,
  roundScore,
  starredSkills,
  suggestionText,
  testCategory,
  weakestSkills,
} from './rules';

export interface ModelArea {
  id: number;
  code: number;
  name: Localised;
  feedback: LevelTexts;
}
export interface ModelSkill {
  id: number;
  areaId: number;
  name: Localised;
}
export interface ModelMarker {
  id: number;
  skillId: number;
  name: Localised;
  feedback: LevelTexts;
  devSuggestion: Localised;
}
export interface ModelEvidence {
  id: number;
  markerId: number;
  testId: number;
  source: 'outcome' | 'rating';
  outcomeName: string;
}
export interface ModelTest {
  id: number;
  name: Localised;
  abbreviation: string | null;
  url: string;
  kind: TestKind;
  status: TestStatus;
  /** When a complete test was completed (ISO 8601); null when it is not complete. */
  completedAt?: string | null;
}

/** When each complete test was completed, by test id: the PDF prints it, the report JSON does not carry it. */
export type CompletionDates = Record<number, string>;

export function completionDates(model: ReportModel): CompletionDates {
  return Object.fromEntries(model.tests.flatMap((t) => (t.status === 'complete' && t.completedAt ? [[t.id, t.completedAt]] : [])));
}

/** A campaign's competency model, in the model's order. */
export interface ReportModel {
  areas: ModelArea[];
  skills: ModelSkill[];
  markers: ModelMarker[];
  evidence: ModelEvidence[];
  tests: ModelTest[];
}

/** What is stored for one participant: each outcome set is a list of { name, value }. */
export interface StoredResults {
  /** The participant's own outcomes, by test id. */
  outcomes: Map<number, unknown>;
  /** Each assessor's ratings of the participant, by test id. */
  ratings: Map<number, unknown[]>;
}

export interface ReportSubject {
  lang: string;
  campaignId: number;
  campaignName: string;
  user: { id: number; firstName: string; lastName: string };
}

/**
 * The value named `name` in one stored outcome set, or null. Stored JSON is read defensively:
 * an entry of another shape or a value that is not a finite number is no evidence.
 */
export function outcomeValue(set: unknown, name: string): number | null {
  if (!Array.isArray(set)) return null;
  for (const entry of set) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { name: entryName, value } = entry as { name?: unknown; value?: unknown };
    if (entryName === name && typeof value === 'number' && Number.isFinite(value)) return clampScore(value);
  }
  return null;
}

function evidenceValues(evidence: ModelEvidence, results: StoredResults): number[] {
  const sets = evidence.source === 'outcome' ? [results.outcomes.get(evidence.testId)] : (results.ratings.get(evidence.testId) ?? []);
  return sets.map((set) => outcomeValue(set, evidence.outcomeName)).filter((v): v is number => v !== null);
}

/**
 * The report of one participant: marker = mean of all its evidence values, skill = mean of its
 * markers, area = mean of its skills, each leaving out what has no value.
 */
export function computeReport(model: ReportModel, results: StoredResults, subject: ReportSubject): IndividualReport {
  const { lang } = subject;
  const text = (value: Localised) => localise(value, lang);
  const levelText = (texts: LevelTexts, value: number | null) => {
    const level = levelOf(value);
    return level ? text(texts[level]) : null;
  };
  const testsById = new Map(model.tests.map((t) => [t.id, t]));

  const evidenceOf = new Map<number, number[]>();
  const tasks = model.evidence.flatMap((e) => {
    const test = testsById.get(e.testId);
    if (!test) return [];
    const values = evidenceValues(e, results);
    evidenceOf.set(e.markerId, [...(evidenceOf.get(e.markerId) ?? []), ...values]);
    return [
      {
        id: e.id,
        markerId: e.markerId,
        testId: test.id,
        name: text(test.name),
        abbreviation: test.abbreviation ?? '',
        category: e.source === 'rating' ? ('assessor' as const) : testCategory(test),
        value: roundScore(mean(values)),
      },
    ];
  });

  const markerExact = new Map(model.markers.map((m) => [m.id, mean(evidenceOf.get(m.id) ?? [])]));
  const markers = model.markers.map((m) => {
    const value = roundScore(markerExact.get(m.id) ?? null);
    return {
      id: m.id,
      skillId: m.skillId,
      name: text(m.name),
      value,
      level: levelOf(value),
      feedback: levelText(m.feedback, value),
      devSuggestion: text(m.devSuggestion),
    };
  });

  const skillExact = new Map(
    model.skills.map((s) => [s.id, mean(model.markers.filter((m) => m.skillId === s.id).map((m) => markerExact.get(m.id) ?? Number.NaN))]),
  );
  const ranked = model.skills.map((s) => ({ id: s.id, value: roundScore(skillExact.get(s.id) ?? null) }));
  const stars = starredSkills(ranked);
  const skills: ReportSkill[] = model.skills.map((s, i) => ({
    id: s.id,
    areaId: s.areaId,
    name: text(s.name),
    value: ranked[i]!.value,
    level: levelOf(ranked[i]!.value),
    star: stars.has(s.id),
  }));

  const areas = model.areas.map((a) => {
    const value = roundScore(mean(model.skills.filter((s) => s.areaId === a.id).map((s) => skillExact.get(s.id) ?? Number.NaN)));
    return {
      id: a.id,
      code: a.code,
      name: text(a.name),
      value,
      level: levelOf(value),
      feedback: levelText(a.feedback, value),
      inDetail: inAreaDetail(a.code),
    };
  });

  const suggestions = weakestSkills(skills).map((skill) => ({
    skillId: skill.id,
    markers: lowestMarkers(markers.filter((m) => m.skillId === skill.id)).map((m) => ({
      markerId: m.id,
      name: m.name,
      text: suggestionText(m.devSuggestion),
    })),
  }));

  return {
    lang,
    campaignId: subject.campaignId,
    campaignName: subject.campaignName,
    user: subject.user,
    areas,
    skills,
    markers,
    tasks,
    tests: model.tests.map((t) => ({
      id: t.id,
      name: text(t.name),
      abbreviation: t.abbreviation ?? '',
      status: t.status,
      category: testCategory(t),
    })),
    radar: areas.filter((a) => a.inDetail).map((a) => ({ areaId: a.id, name: a.name, value: radarValue(a.value) })),
    suggestions,
  };
}
