import type { Feedback360FigureState, Feedback360GapKind } from '@skillup/shared/api/contract';

/** The groups with a figure of their own; every rater but the participant is also pooled in `others`. */
export type RaterGroup = 'self' | 'manager' | 'peers' | 'directReports';
const NAMED: readonly Exclude<RaterGroup, 'self'>[] = ['manager', 'peers', 'directReports'];

/**
 * The group of a 360 relation type (docs/areas/feedback-360.md): 1 peer, 2 manager, 3 self,
 * 4 direct report. Any other type has no figure of its own and counts in `others` only.
 */
export function groupOfRelation(relationType: number): RaterGroup | null {
  return ({ 1: 'peers', 2: 'manager', 3: 'self', 4: 'directReports' } as Record<number, RaterGroup>)[relationType] ?? null;
}

export interface Feedback360Rules {
  thresholds: Record<RaterGroup | 'others' | 'comments', number>;
  /** The gap is marked from this many tenths of a point (10: a gap of 1.0) … */
  gapTenths: number;
  /** … when at least this many others count for the skill. */
  gapMinOthers: number;
}

export const DEFAULT_FEEDBACK360_RULES: Feedback360Rules = {
  thresholds: { self: 1, manager: 1, peers: 3, directReports: 3, others: 3, comments: 3 },
  gapTenths: 10,
  gapMinOthers: 3,
};

/** A rater counts for a skill when they answered at least half of its items. */
export const countsForSkill = (answered: number, items: number) => items > 0 && answered * 2 >= items;

/** Raters who count for one skill, by group; `unlisted` are raters whose relation has no group. */
export type GroupCounts = Record<RaterGroup, number> & { unlisted: number };
export type Visibility = Record<RaterGroup | 'others', Feedback360FigureState>;

const ownState = (count: number, threshold: number): Feedback360FigureState => (count === 0 ? 'empty' : count < threshold ? 'hidden' : 'shown');

/**
 * Which figures of a skill are shown (docs/areas/report.md, "Anonymity"). A group below its
 * threshold is hidden. The pooled `others` figure, minus the shown groups, gives away the
 * mean of the raters left out of them (the residual): it is only safe when the residual is
 * empty, or mixes at least two groups and holds at least the others' threshold of raters.
 * Until it is, the shown group with the fewest raters is hidden too (the first of manager,
 * peers, direct reports on equal counts). When even hiding them all leaves it unsafe, the
 * pooled figure is hidden instead and the groups keep their own thresholds.
 */
export function visibleFigures(counts: GroupCounts, rules: Feedback360Rules): Visibility {
  const { thresholds } = rules;
  const own = {
    self: ownState(counts.self, thresholds.self),
    manager: ownState(counts.manager, thresholds.manager),
    peers: ownState(counts.peers, thresholds.peers),
    directReports: ownState(counts.directReports, thresholds.directReports),
  };
  const pool = NAMED.reduce((sum, g) => sum + counts[g], counts.unlisted);
  if (pool === 0) return { ...own, others: 'empty' };
  if (pool < thresholds.others) return { ...own, others: 'hidden' };

  const states = { ...own };
  const safe = () => {
    const left = NAMED.filter((g) => states[g] === 'hidden');
    const residual = left.reduce((sum, g) => sum + counts[g], counts.unlisted);
    const groups = left.length + (counts.unlisted > 0 ? 1 : 0);
    return residual === 0 || (groups >= 2 && residual >= thresholds.others);
  };
  while (!safe()) {
    const shown = NAMED.filter((g) => states[g] === 'shown');
    if (!shown.length) return { ...own, others: 'hidden' };
    const smallest = shown.reduce((best, g) => (counts[g] < counts[best] ? g : best));
    states[smallest] = 'hidden';
  }
  return { ...states, others: 'shown' };
}

/**
 * Self minus others on one-decimal values, in tenths so the boundary is exact; marked as a
 * blind spot (self higher) or a hidden strength (self lower) from the rules' gap on, and only
 * when enough others count for the skill.
 */
export function selfGap(
  self: number | null,
  others: number | null,
  othersCount: number,
  rules: Pick<Feedback360Rules, 'gapTenths' | 'gapMinOthers'>,
): { gap: number | null; kind: Feedback360GapKind | null } {
  if (self === null || others === null) return { gap: null, kind: null };
  const tenths = Math.round(self * 10) - Math.round(others * 10);
  const marked = othersCount >= rules.gapMinOthers && Math.abs(tenths) >= rules.gapTenths;
  return { gap: tenths / 10, kind: marked ? (tenths > 0 ? 'blindSpot' : 'hiddenStrength') : null };
}
