import { groupOfRelation, type Feedback360Rules, type RaterGroup } from './feedback360-rules';

/** A submitted evaluation as a step sees it: who, in which relation, at which version of their answers. */
export interface StepEvaluation {
  rater: number;
  relationType: number;
  version: number;
}

/**
 * The raters whose evaluation differs between the published step and now: new, edited
 * (a higher version, or another relation) or gone, each with every relation it had in either.
 */
export function changedEvaluations(published: StepEvaluation[], current: StepEvaluation[]): { rater: number; relationTypes: number[] }[] {
  const before = new Map(published.map((e) => [e.rater, e]));
  const after = new Map(current.map((e) => [e.rater, e]));
  const changed: { rater: number; relationTypes: number[] }[] = [];
  for (const rater of new Set([...before.keys(), ...after.keys()])) {
    const old = before.get(rater);
    const now = after.get(rater);
    if (old && now && old.version === now.version && old.relationType === now.relationType) continue;
    changed.push({ rater, relationTypes: [...new Set([old?.relationType, now?.relationType].filter((t): t is number => t !== undefined))] });
  }
  return changed;
}

const GROUPS: readonly RaterGroup[] = ['self', 'manager', 'peers', 'directReports'];

/**
 * Whether the published 360 part may take the changes in one step (docs/areas/report.md,
 * "Steps of the 360 part"): in every group they touch, at least that group's threshold of
 * raters changed, and in the pool of every rater but the participant (which the others'
 * figure and the comments draw on) at least the larger of the others' and the comments'
 * thresholds. A smaller step would let the difference of two reports read as one rater's
 * answers.
 */
export function mayStep(changed: { relationTypes: number[] }[], rules: Pick<Feedback360Rules, 'thresholds'>): boolean {
  if (changed.length === 0) return false;
  const { thresholds } = rules;
  const enough = (count: number, threshold: number) => count === 0 || count >= threshold;
  const inGroup = (group: RaterGroup) => changed.filter((c) => c.relationTypes.some((t) => groupOfRelation(t) === group)).length;
  const pooled = changed.filter((c) => c.relationTypes.some((t) => groupOfRelation(t) !== 'self')).length;
  return GROUPS.every((group) => enough(inGroup(group), thresholds[group])) && enough(pooled, Math.max(thresholds.others, thresholds.comments));
}
