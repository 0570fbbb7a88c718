import fc from 'fast-check';
import { computeReport, outcomeValue, type ReportModel, type StoredResults } from './compute';

const levels = { insufficient: { it: 'i' }, sufficient: { it: 's' }, good: { it: 'g' }, excellent: { it: 'e' } };
const subject = { lang: 'it', campaignId: 1, campaignName: 'C', user: { id: 1, firstName: 'A', lastName: 'B' } };

/** A model of `shape[a][s]` markers per skill, each marker fed by outcome `m<id>` of test 1 and rating `r<id>` of test 2. */
function modelOf(shape: number[][]): ReportModel {
  const model: ReportModel = {
    areas: [],
    skills: [],
    markers: [],
    evidence: [],
    tests: [
      { id: 1, name: { it: 'T1' }, abbreviation: 'T1', url: 'in-basket/index.html', kind: 'activity', status: 'complete' },
      { id: 2, name: { it: 'T2' }, abbreviation: 'T2', url: 'x/index.html', kind: 'activity', status: 'complete' },
    ],
  };
  let id = 0;
  shape.forEach((skills, a) => {
    const areaId = ++id;
    model.areas.push({ id: areaId, code: a + 1, name: { it: `A${areaId}` }, feedback: levels });
    for (const markers of skills) {
      const skillId = ++id;
      model.skills.push({ id: skillId, areaId, name: { it: `S${skillId}` } });
      for (let m = 0; m < markers; m += 1) {
        const markerId = ++id;
        model.markers.push({
          id: markerId,
          skillId,
          name: { it: `M${markerId}` },
          feedback: levels,
          devSuggestion: { it: `do ${markerId}---coach` },
        });
        model.evidence.push({ id: ++id, markerId, testId: 1, source: 'outcome', outcomeName: `m${markerId}` });
        model.evidence.push({ id: ++id, markerId, testId: 2, source: 'rating', outcomeName: `r${markerId}` });
      }
    }
  });
  return model;
}

const storedValue = fc.oneof(fc.double({ noNaN: false }), fc.integer({ min: -10, max: 10 }), fc.constantFrom(null, 'x', {}, [], true));

describe('computing the report', () => {
  it('reads a stored outcome set defensively', () => {
    expect(outcomeValue([{ name: 'a', value: 3 }], 'a')).toBe(3);
    expect(outcomeValue([{ name: 'a', value: 9 }], 'a')).toBe(5);
    expect(outcomeValue([{ name: 'a', value: -1 }], 'a')).toBe(0);
    expect(outcomeValue([{ name: 'a', value: '3' }], 'a')).toBeNull();
    expect(outcomeValue({ name: 'a', value: 3 }, 'a')).toBeNull();
    expect(outcomeValue([null, 'x', { name: 'a', value: Number.NaN }], 'a')).toBeNull();
  });

  it('averages evidence into markers, markers into skills, skills into areas', () => {
    const model = modelOf([[2, 1]]);
    const [m1, m2, m3] = model.markers.map((m) => m.id);
    const results: StoredResults = {
      outcomes: new Map([
        [
          1,
          [
            { name: `m${m1}`, value: 4 },
            { name: `m${m2}`, value: 2 },
            { name: `m${m3}`, value: 1 },
          ],
        ],
      ]),
      ratings: new Map([[2, [[{ name: `r${m1}`, value: 5 }], [{ name: `r${m1}`, value: 3 }]]]]),
    };
    const rep = computeReport(model, results, subject);
    // Marker 1: (4 + 5 + 3) / 3 = 4; marker 2: 2; skill 1: 3; skill 2: 1; area: 2.
    expect(rep.markers.map((m) => m.value)).toEqual([4, 2, 1]);
    expect(rep.skills.map((s) => s.value)).toEqual([3, 1]);
    expect(rep.areas[0]).toMatchObject({ value: 2, level: 'sufficient', feedback: 's' });
    expect(rep.suggestions.map((s) => s.markers.map((m) => m.text))).toEqual([[`do ${m3}`]]);
    expect(rep.tasks.filter((t) => t.markerId === m1).map((t) => [t.category, t.value])).toEqual([
      ['inbox', 4],
      ['assessor', 4],
    ]);
  });

  it('never gives NaN or a value outside 0–5, whatever is stored', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 3 }), { maxLength: 4 }),
        fc.array(storedValue, { maxLength: 20 }),
        fc.array(storedValue, { maxLength: 20 }),
        (shape, own, rated) => {
          const model = modelOf(shape);
          const set = (prefix: string, values: unknown[]) => model.markers.map((m, i) => ({ name: `${prefix}${m.id}`, value: values[i] }));
          const rep = computeReport(model, { outcomes: new Map([[1, set('m', own)]]), ratings: new Map([[2, [set('r', rated)]]]) }, subject);
          expect(JSON.stringify(rep)).not.toContain('NaN');
          const values = [...rep.areas, ...rep.skills, ...rep.markers, ...rep.tasks].map((x) => x.value);
          for (const value of values) expect(value === null || (Number.isFinite(value) && value >= 0 && value <= 5)).toBe(true);
          expect(rep.skills.filter((s) => s.star).length).toBeLessThanOrEqual(2);
          expect(rep.suggestions.length).toBeLessThanOrEqual(2);
          for (const s of rep.suggestions) expect(s.markers.length).toBeLessThanOrEqual(2);
        },
      ),
    );
  });
});
