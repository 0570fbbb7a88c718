import type { Feedback360Figure } from '@skillup/shared/api/contract';
import { computeFeedback360Part as computePart, type Feedback360Input } from './feedback360-part';
import { DEFAULT_FEEDBACK360_RULES } from './feedback360-rules';

const rules = DEFAULT_FEEDBACK360_RULES;
// Rater keys far from any small number, so a leaked id is easy to spot in the output.
const SELF = 90001;
const MANAGER = 90002;
const PEERS = [90011, 90012, 90013];
const REPORTS = [90021, 90022];

/** Every rater answers the four items of skill 1 with `value(rater)`. */
function input(value: (rater: number) => number | null, extra: Partial<Feedback360Input> = {}): Feedback360Input {
  const raters = [
    { key: SELF, relationType: 3 },
    { key: MANAGER, relationType: 2 },
    ...PEERS.map((key) => ({ key, relationType: 1 })),
    ...REPORTS.map((key) => ({ key, relationType: 4 })),
  ];
  const items = [101, 102, 103, 104];
  return {
    raters,
    skills: [
      { id: 1, name: 'Ascolto', questionIds: items },
      { id: 2, name: 'Nessuna domanda', questionIds: [] },
    ],
    closedAnswers: raters.flatMap((r) => items.map((questionId) => ({ rater: r.key, questionId, value: value(r.key) }))),
    openQuestions: [{ id: 201, text: 'Che cosa apprezzi?' }],
    openAnswers: [],
    shuffleSeed: '1:2',
    ...extra,
  };
}
/** Every part here is of one step; when it was is no concern of these rules. */
const computeFeedback360Part = (input: Feedback360Input, r: typeof rules) => computePart(input, r, new Date('2026-11-02T09:00:00Z'));
const figure = (figures: Feedback360Figure[], group: string) => figures.find((f) => f.group === group)!;

describe('the 360 part of the report', () => {
  it('gives each shown group the mean of its raters and keeps back what the rules hide', () => {
    const part = computeFeedback360Part(
      input((r) => (r === SELF ? 5 : r === MANAGER ? 2 : PEERS.includes(r) ? 3 : 4)),
      rules,
    );
    expect(part.skills.map((s) => s.skillId)).toEqual([1]);
    const [skill] = part.skills;
    expect(figure(skill!.figures, 'self')).toEqual({ group: 'self', state: 'shown', raters: 1, value: 5 });
    expect(figure(skill!.figures, 'peers')).toEqual({ group: 'peers', state: 'shown', raters: 3, value: 3 });
    // Two direct reports: hidden; then the manager too, or the pool would give them away.
    expect(figure(skill!.figures, 'directReports')).toEqual({ group: 'directReports', state: 'hidden', raters: null, value: null });
    expect(figure(skill!.figures, 'manager')).toEqual({ group: 'manager', state: 'hidden', raters: null, value: null });
    // Others: (2 + 3 + 3 + 3 + 4 + 4) / 6 = 3.1666… → 3.2; self 5.0 → a blind spot of 1.8.
    expect(figure(skill!.figures, 'others')).toEqual({ group: 'others', state: 'shown', raters: 6, value: 3.2 });
    expect([skill!.gap, skill!.gapKind]).toEqual([1.8, 'blindSpot']);
  });

  it('counts a rater for a skill only from half of its items answered', () => {
    const base = input(() => 4);
    // A third peer with one item of four: not counted, so the peers fall to two and are hidden.
    const oneItem = base.closedAnswers.filter((a) => a.rater !== PEERS[2] || a.questionId === 101);
    expect(figure(computeFeedback360Part({ ...base, closedAnswers: oneItem }, rules).skills[0]!.figures, 'peers').state).toBe('hidden');
    // With two of four the peer counts again.
    const twoItems = base.closedAnswers.filter((a) => a.rater !== PEERS[2] || a.questionId <= 102);
    expect(figure(computeFeedback360Part({ ...base, closedAnswers: twoItems }, rules).skills[0]!.figures, 'peers')).toMatchObject({
      state: 'shown',
      raters: 3,
    });
  });

  it('reads no value outside the 1–5 scale as an answer', () => {
    const part = computeFeedback360Part(
      input((r) => (PEERS.includes(r) ? 7 : 4)),
      rules,
    );
    expect(figure(part.skills[0]!.figures, 'peers').state).toBe('empty');
    expect(JSON.stringify(part)).not.toContain('NaN');
  });

  it("shows others' comments from three writers, shuffled, and the participant's own apart", () => {
    const writers = (keys: number[]) => keys.map((rater, i) => ({ rater, questionId: 201, text: `commento ${i}` }));
    const two = computeFeedback360Part(
      input(() => 4, { openAnswers: [...writers([MANAGER, PEERS[0]!]), { rater: SELF, questionId: 201, text: 'io' }] }),
      rules,
    );
    expect(two.comments).toEqual([]);
    expect(two.selfComments).toEqual([{ question: 'Che cosa apprezzi?', texts: ['io'] }]);

    const keys = [MANAGER, ...PEERS, ...REPORTS];
    const three = computeFeedback360Part(
      input(() => 4, { openAnswers: [...writers(keys.slice(0, 3)), { rater: SELF, questionId: 201, text: 'io' }] }),
      rules,
    );
    expect(three.comments).toHaveLength(1);
    expect([...three.comments[0]!.texts].sort()).toEqual(['commento 0', 'commento 1', 'commento 2']);
    expect(three.comments[0]!.texts).not.toContain('io');

    // The order owes nothing to the raters: the same texts from raters in the reverse order come out the same.
    const many = computeFeedback360Part(
      input(() => 4, { openAnswers: writers(keys) }),
      rules,
    );
    const reversed = computeFeedback360Part(
      input(() => 4, { openAnswers: writers([...keys].reverse()).map((a, i) => ({ ...a, text: `commento ${keys.length - 1 - i}` })) }),
      rules,
    );
    expect(many.comments[0]!.texts).toEqual(reversed.comments[0]!.texts);
    expect(many.comments[0]!.texts).not.toEqual(keys.map((_, i) => `commento ${i}`));
  });

  it('skips blank comments and comments from raters whose evaluation is not submitted', () => {
    const part = computeFeedback360Part(
      input(() => 4, {
        openAnswers: [
          { rater: PEERS[0]!, questionId: 201, text: 'uno' },
          { rater: PEERS[1]!, questionId: 201, text: '   ' },
          { rater: 12345, questionId: 201, text: 'sconosciuto' },
          { rater: PEERS[2]!, questionId: 201, text: 'tre' },
        ],
      }),
      rules,
    );
    expect(part.comments).toEqual([]);
  });

  it('never hands out a rater id', () => {
    const keys = [SELF, MANAGER, ...PEERS, ...REPORTS];
    const part = computeFeedback360Part(
      input(() => 4, { openAnswers: keys.map((rater) => ({ rater, questionId: 201, text: 'Un commento' })) }),
      rules,
    );
    const text = JSON.stringify(part);
    for (const key of keys) expect(text).not.toContain(String(key));
    expect(text).not.toMatch(/evaluator|rater"/i);
  });
});
