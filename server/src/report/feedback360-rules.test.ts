import { countsForSkill, DEFAULT_FEEDBACK360_RULES, groupOfRelation, selfGap, visibleFigures, type GroupCounts } from './feedback360-rules';

const rules = DEFAULT_FEEDBACK360_RULES;
const counts = (partial: Partial<GroupCounts>): GroupCounts => ({ self: 0, manager: 0, peers: 0, directReports: 0, unlisted: 0, ...partial });

describe('the groups of the 360', () => {
  it('maps relation types 1–4 to peers, manager, self and direct reports, any other to the pool only', () => {
    expect([1, 2, 3, 4, 5].map(groupOfRelation)).toEqual(['peers', 'manager', 'self', 'directReports', null]);
  });
});

describe('a rater counts for a skill', () => {
  it('from half of its items answered', () => {
    expect(countsForSkill(2, 4)).toBe(true);
    expect(countsForSkill(1, 4)).toBe(false);
    expect(countsForSkill(2, 3)).toBe(true);
    expect(countsForSkill(1, 3)).toBe(false);
    expect(countsForSkill(1, 1)).toBe(true);
    expect(countsForSkill(0, 1)).toBe(false);
    expect(countsForSkill(0, 0)).toBe(false);
  });
});

describe('the anonymity thresholds', () => {
  it('hide a group of 2 and show a group of 3 (default 3), manager and self from 1', () => {
    expect(visibleFigures(counts({ self: 1, manager: 1, peers: 3, directReports: 3 }), rules)).toEqual({
      self: 'shown',
      manager: 'shown',
      peers: 'shown',
      directReports: 'shown',
      others: 'shown',
    });
    const two = visibleFigures(counts({ self: 1, peers: 2, directReports: 3, manager: 0 }), rules);
    expect(two.peers).toBe('hidden');
    expect(two.self).toBe('shown');
  });

  it("follow the campaign's own thresholds", () => {
    const strict = { ...rules, thresholds: { ...rules.thresholds, manager: 2, self: 2 } };
    const result = visibleFigures(counts({ self: 1, manager: 1, peers: 3, directReports: 3 }), strict);
    expect(result.self).toBe('hidden');
    expect(result.manager).toBe('hidden');
  });

  it('mark a group with nobody as empty, and the pool below its threshold as hidden', () => {
    const result = visibleFigures(counts({ self: 1, manager: 1, peers: 1 }), rules);
    expect(result).toEqual({ self: 'shown', manager: 'shown', peers: 'hidden', directReports: 'empty', others: 'hidden' });
    expect(visibleFigures(counts({ self: 1 }), rules).others).toBe('empty');
  });
});

/** What a reader can work out of the shown figures: the pool minus every shown group. */
function residualGroups(c: GroupCounts, v: ReturnType<typeof visibleFigures>): { raters: number; groups: number } | null {
  if (v.others !== 'shown') return null;
  const left = (['manager', 'peers', 'directReports'] as const).filter((g) => v[g] !== 'shown' && c[g] > 0);
  return { raters: left.reduce((s, g) => s + c[g], c.unlisted), groups: left.length + (c.unlisted > 0 ? 1 : 0) };
}

describe('the subtraction attack on the pooled figure', () => {
  it('hides the smallest shown group too when exactly one group is hidden', () => {
    // Pool 6: manager 1 + peers 3 + direct reports 2. Showing manager, peers and the pool would give the direct reports away.
    const c = counts({ self: 1, manager: 1, peers: 3, directReports: 2 });
    const v = visibleFigures(c, rules);
    expect(v).toEqual({ self: 'shown', manager: 'hidden', peers: 'shown', directReports: 'hidden', others: 'shown' });
    expect(residualGroups(c, v)).toEqual({ raters: 3, groups: 2 });
  });

  it('keeps hiding until the residual holds enough raters', () => {
    // Peers 1 and manager 1 would leave a residual of 2 raters from two groups: below 3, so direct reports go too.
    const c = counts({ manager: 1, peers: 1, directReports: 3 });
    const v = visibleFigures(c, { ...rules, thresholds: { ...rules.thresholds, peers: 3 } });
    expect(v.peers).toBe('hidden');
    expect(v.others).toBe('shown');
    const residual = residualGroups(c, v)!;
    expect(residual.groups).toBeGreaterThanOrEqual(2);
    expect(residual.raters).toBeGreaterThanOrEqual(3);
  });

  it('hides the pool instead when only one group is behind it', () => {
    const tight = { ...rules, thresholds: { ...rules.thresholds, peers: 5 } };
    const v = visibleFigures(counts({ self: 1, peers: 4 }), tight);
    expect(v).toEqual({ self: 'shown', manager: 'empty', peers: 'hidden', directReports: 'empty', others: 'hidden' });
  });

  it('treats raters of a relation with no group as hidden behind the pool', () => {
    const c = counts({ manager: 1, peers: 3, directReports: 3, unlisted: 1 });
    const v = visibleFigures(c, rules);
    expect(v.others).toBe('shown');
    const residual = residualGroups(c, v)!;
    expect(residual.groups).toBeGreaterThanOrEqual(2);
    expect(residual.raters).toBeGreaterThanOrEqual(3);
  });

  it('never leaves a single hidden group or fewer than the threshold recoverable, over every small case', () => {
    for (let manager = 0; manager <= 2; manager += 1)
      for (let peers = 0; peers <= 5; peers += 1)
        for (let directReports = 0; directReports <= 5; directReports += 1)
          for (let unlisted = 0; unlisted <= 2; unlisted += 1) {
            const c = counts({ self: 1, manager, peers, directReports, unlisted });
            const v = visibleFigures(c, rules);
            for (const g of ['manager', 'peers', 'directReports'] as const) {
              if (v[g] === 'shown') expect(c[g]).toBeGreaterThanOrEqual(rules.thresholds[g]);
            }
            const residual = residualGroups(c, v);
            if (residual && residual.raters > 0) {
              expect(residual.groups).toBeGreaterThanOrEqual(2);
              expect(residual.raters).toBeGreaterThanOrEqual(rules.thresholds.others);
            }
          }
  });
});

describe('the self-versus-others gap', () => {
  it('is marked from 1.0, not at 0.9', () => {
    expect(selfGap(4.0, 3.0, 3, rules)).toEqual({ gap: 1, kind: 'blindSpot' });
    expect(selfGap(3.9, 3.0, 3, rules)).toEqual({ gap: 0.9, kind: null });
    expect(selfGap(2.3, 3.3, 3, rules)).toEqual({ gap: -1, kind: 'hiddenStrength' });
    expect(selfGap(2.4, 3.3, 3, rules)).toEqual({ gap: -0.9, kind: null });
  });

  it('needs at least three others', () => {
    expect(selfGap(5, 2, 2, rules)).toEqual({ gap: 3, kind: null });
    expect(selfGap(5, 2, 3, rules).kind).toBe('blindSpot');
  });

  it("follows the campaign's gap and is empty without self or others", () => {
    expect(selfGap(4.0, 3.0, 3, { gapTenths: 15, gapMinOthers: 3 }).kind).toBeNull();
    expect(selfGap(4.5, 3.0, 3, { gapTenths: 15, gapMinOthers: 3 }).kind).toBe('blindSpot');
    expect(selfGap(null, 3.0, 3, rules)).toEqual({ gap: null, kind: null });
    expect(selfGap(3.0, null, 3, rules)).toEqual({ gap: null, kind: null });
  });
});
