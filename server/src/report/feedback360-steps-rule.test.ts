import fc from 'fast-check';
import { groupOfRelation, type Feedback360Rules, type RaterGroup } from './feedback360-rules';
import { changedEvaluations, mayStep, type StepEvaluation } from './feedback360-steps-rule';

type Event = { kind: 'submit'; relationType: number } | { kind: 'edit'; which: number } | { kind: 'read' };

const thresholds = fc.record({
  self: fc.integer({ min: 1, max: 2 }),
  manager: fc.integer({ min: 1, max: 3 }),
  peers: fc.integer({ min: 1, max: 5 }),
  directReports: fc.integer({ min: 1, max: 5 }),
  others: fc.integer({ min: 1, max: 5 }),
  comments: fc.integer({ min: 1, max: 5 }),
});
const event: fc.Arbitrary<Event> = fc.oneof(
  // Relation 5 has no group of its own: it counts in the pool only.
  fc.record({ kind: fc.constant('submit' as const), relationType: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('edit' as const), which: fc.nat() }),
  fc.constant({ kind: 'read' as const }),
);

/** Everyone who differs between two published reports, told apart here without the rule's own helper. */
function differing(a: StepEvaluation[], b: StepEvaluation[]): StepEvaluation[] {
  const key = (e: StepEvaluation) => `${e.rater}:${e.relationType}:${e.version}`;
  const inA = new Set(a.map(key));
  const inB = new Set(b.map(key));
  return [...a.filter((e) => !inB.has(key(e))), ...b.filter((e) => !inA.has(key(e)))];
}

/** Replays submissions, edits and reads; returns every report published, the first read's included. */
function replay(events: Event[], rules: Pick<Feedback360Rules, 'thresholds'>): StepEvaluation[][] {
  const current = new Map<number, StepEvaluation>();
  let published: StepEvaluation[] | null = null;
  const reports: StepEvaluation[][] = [];
  for (const e of events) {
    if (e.kind === 'submit') {
      const rater = current.size + 1;
      current.set(rater, { rater, relationType: e.relationType, version: 1 });
    } else if (e.kind === 'edit') {
      const rater = current.size === 0 ? undefined : (e.which % current.size) + 1;
      const old = rater === undefined ? undefined : current.get(rater);
      if (old) current.set(old.rater, { ...old, version: old.version + 1 });
    } else {
      const now = [...current.values()];
      if (published === null || mayStep(changedEvaluations(published, now), rules)) {
        published = now;
        reports.push(now);
      }
    }
  }
  return reports;
}

describe('the steps of the 360 part', () => {
  it('never publishes two reports that differ by fewer raters than a threshold, in any group or in the pool', () => {
    fc.assert(
      fc.property(thresholds, fc.array(event, { maxLength: 80 }), (limits, events) => {
        const reports = replay(events, { thresholds: limits });
        for (let i = 1; i < reports.length; i += 1) {
          const changed = differing(reports[i - 1]!, reports[i]!);
          const raters = (inGroup: (group: RaterGroup | null) => boolean) =>
            new Set(changed.filter((e) => inGroup(groupOfRelation(e.relationType))).map((e) => e.rater)).size;
          for (const group of ['self', 'manager', 'peers', 'directReports'] as const) {
            const count = raters((g) => g === group);
            expect(count === 0 || count >= limits[group]).toBe(true);
          }
          const pooled = raters((g) => g !== 'self');
          expect(pooled === 0 || pooled >= Math.max(limits.others, limits.comments)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("holds back andrea's lone evaluation among luca's direct reports and takes it with the third", () => {
    const rules = { thresholds: { self: 1, manager: 1, peers: 3, directReports: 3, others: 3, comments: 3 } };
    const shown: StepEvaluation[] = [
      { rater: 1, relationType: 3, version: 1 },
      { rater: 2, relationType: 1, version: 1 },
      { rater: 3, relationType: 1, version: 1 },
      { rater: 4, relationType: 1, version: 1 },
    ];
    const andrea = { rater: 5, relationType: 4, version: 1 };
    expect(mayStep(changedEvaluations(shown, [...shown, andrea]), rules)).toBe(false);
    const edited = shown.map((e) => (e.rater === 2 ? { ...e, version: 2 } : e));
    expect(mayStep(changedEvaluations(shown, edited), rules)).toBe(false);
    const three = [andrea, { rater: 6, relationType: 4, version: 1 }, { rater: 7, relationType: 4, version: 3 }];
    expect(mayStep(changedEvaluations(shown, [...shown, ...three]), rules)).toBe(true);
    // The participant's own evaluation concerns no other group: it goes at once.
    expect(
      mayStep(
        changedEvaluations(
          shown,
          shown.map((e) => (e.rater === 1 ? { ...e, version: 2 } : e)),
        ),
        rules,
      ),
    ).toBe(true);
    expect(mayStep(changedEvaluations(shown, shown), rules)).toBe(false);
  });

  it('counts a rater whose relation changed in both groups it touches', () => {
    const changed = changedEvaluations([{ rater: 1, relationType: 1, version: 1 }], [{ rater: 1, relationType: 4, version: 1 }]);
    expect(changed).toEqual([{ rater: 1, relationTypes: [1, 4] }]);
  });
});
