import { createHash } from 'node:crypto';
import { FEEDBACK360_GROUPS, type Feedback360Comments, type Feedback360Part } from '@skillup/shared/api/contract';
import {
  countsForSkill,
  groupOfRelation,
  selfGap,
  visibleFigures,
  type Feedback360Rules,
  type GroupCounts,
  type RaterGroup,
} from './feedback360-rules';
import { mean, roundScore } from './rules';

/** What the 360 holds about one participant, already in the reader's language. */
export interface Feedback360Input {
  /** Raters whose evaluation is submitted; `key` identifies them here and never leaves. */
  raters: { key: number; relationType: number }[];
  /** The model's skills fed by 360 questions, in the model's order. */
  skills: { id: number; name: string; questionIds: number[] }[];
  closedAnswers: { rater: number; questionId: number; value: unknown }[];
  openQuestions: { id: number; text: string }[];
  openAnswers: { rater: number; questionId: number; text: unknown }[];
  /** Fixes the order comments are shuffled into, so the page and the PDF agree. */
  shuffleSeed: string;
}

const isScaleValue = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;

/**
 * An order that owes nothing to who wrote what or when: by a hash of the text under a seed of
 * the report, so the same report always lists its comments the same way.
 */
function shuffled(texts: string[], seed: string): string[] {
  const key = (text: string) => createHash('sha256').update(`${seed}\u0000${text}`).digest('hex');
  return texts
    .map((text) => ({ text, key: key(text) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((entry) => entry.text);
}

/**
 * The 360 part of the report (docs/areas/report.md, "The 360 part"): per skill, each group's
 * mean of its raters' own means, kept back by the anonymity rules; the self-versus-others gap;
 * the comments. No rater id reaches the result.
 */
export function computeFeedback360Part(input: Feedback360Input, rules: Feedback360Rules, steppedAt: Date): Feedback360Part {
  const groupOf = new Map(input.raters.map((r) => [r.key, groupOfRelation(r.relationType)]));
  const answers = new Map<number, Map<number, number>>();
  for (const answer of input.closedAnswers) {
    if (!groupOf.has(answer.rater) || !isScaleValue(answer.value)) continue;
    const given = answers.get(answer.rater) ?? new Map<number, number>();
    given.set(answer.questionId, answer.value);
    answers.set(answer.rater, given);
  }

  const skills = input.skills
    .filter((skill) => skill.questionIds.length > 0)
    .map((skill) => {
      const byGroup: Record<RaterGroup | 'others', number[]> = { self: [], manager: [], peers: [], directReports: [], others: [] };
      const counts: GroupCounts = { self: 0, manager: 0, peers: 0, directReports: 0, unlisted: 0 };
      for (const [rater, group] of groupOf) {
        const given = answers.get(rater);
        const values = skill.questionIds.map((q) => given?.get(q)).filter((v): v is number => v !== undefined);
        if (!countsForSkill(values.length, skill.questionIds.length)) continue;
        const value = mean(values) as number;
        if (group === null) counts.unlisted += 1;
        else {
          counts[group] += 1;
          byGroup[group].push(value);
        }
        if (group !== 'self') byGroup.others.push(value);
      }
      const states = visibleFigures(counts, rules);
      const figures = FEEDBACK360_GROUPS.map((group) => {
        const shown = states[group] === 'shown';
        return {
          group,
          state: states[group],
          raters: shown ? byGroup[group].length : null,
          value: shown ? roundScore(mean(byGroup[group])) : null,
        };
      });
      const value = (group: RaterGroup | 'others') => figures.find((f) => f.group === group)?.value ?? null;
      const { gap, kind } = selfGap(value('self'), value('others'), byGroup.others.length, rules);
      return { skillId: skill.id, name: skill.name, figures, gap, gapKind: kind };
    });

  const comments: Feedback360Comments[] = [];
  const selfComments: Feedback360Comments[] = [];
  for (const question of input.openQuestions) {
    const written = input.openAnswers.filter(
      (a) => a.questionId === question.id && groupOf.has(a.rater) && typeof a.text === 'string' && a.text.trim() !== '',
    ) as { rater: number; text: string }[];
    const own = written.filter((a) => groupOf.get(a.rater) === 'self').map((a) => a.text.trim());
    const others = written.filter((a) => groupOf.get(a.rater) !== 'self');
    if (own.length) selfComments.push({ question: question.text, texts: own });
    if (new Set(others.map((a) => a.rater)).size >= rules.thresholds.comments) {
      comments.push({
        question: question.text,
        texts: shuffled(
          others.map((a) => a.text.trim()),
          `${input.shuffleSeed}:${question.id}`,
        ),
      });
    }
  }

  const { thresholds } = rules;
  return {
    skills,
    comments,
    selfComments,
    thresholds: {
      self: thresholds.self,
      manager: thresholds.manager,
      peers: thresholds.peers,
      directReports: thresholds.directReports,
      others: thresholds.others,
      comments: thresholds.comments,
    },
    gapThreshold: rules.gapTenths / 10,
    updatedAt: steppedAt.toISOString(),
  };
}
