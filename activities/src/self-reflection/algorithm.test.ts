import { compute } from './algorithm';
import { completeRound, emptyReflection, MAX_HISTORY, restartReflection, type Answers } from './data';

const round = (answers: Answers, note = '') => ({ ...emptyReflection(), answers, note });
const get = (outcomes: ReturnType<typeof compute>, name: string) => outcomes.find((o) => o.name === name)?.value;

describe('self-reflection algorithm', () => {
  it('scores each value as the mean of its statements in the finished round', () => {
    const data = completeRound(round({ s1: 5, s5: 4, s2: 2, s6: 3, s3: 1, s7: 1, s4: 3, s8: 4 }), '2026-03-01T10:00:00Z');
    const outcomes = compute(data);
    expect(get(outcomes, 'autonomy')).toBe(4.5);
    expect(get(outcomes, 'collaboration')).toBe(2.5);
    expect(get(outcomes, 'growth')).toBe(1);
    expect(get(outcomes, 'balance')).toBe(3.5);
    expect(get(outcomes, 'autonomyChange')).toBe(0);
    expect(get(outcomes, 'completions')).toBe(1);
  });

  it('adds a round on repeat and measures the change since the previous one', () => {
    const first = completeRound(round({ s1: 2, s5: 2, s2: 4, s6: 4, s3: 3, s7: 3, s4: 3, s8: 3 }), '2026-03-01T10:00:00Z');
    const again = restartReflection(first);
    expect(again.answers).toEqual({});
    const second = completeRound({ ...again, answers: { s1: 4, s5: 5, s2: 4, s6: 4, s3: 3, s7: 3, s4: 1, s8: 2 } }, '2026-04-01T10:00:00Z');
    const outcomes = compute(JSON.stringify(second));
    expect(get(outcomes, 'autonomy')).toBe(4.5);
    expect(get(outcomes, 'autonomyChange')).toBe(2.5);
    expect(get(outcomes, 'balanceChange')).toBe(-1.5);
    expect(get(outcomes, 'collaborationChange')).toBe(0);
    expect(get(outcomes, 'completions')).toBe(2);
  });

  it('keeps only the newest rounds', () => {
    let data = emptyReflection();
    for (let i = 0; i < MAX_HISTORY + 3; i += 1)
      data = completeRound({ ...data, answers: { s1: 1 + (i % 5) } }, `2026-01-${String(i + 1).padStart(2, '0')}`);
    expect(data.history).toHaveLength(MAX_HISTORY);
    expect(data.history[0]!.completedAt).toBe('2026-01-04');
  });

  it('refuses answers outside 1 to 5', () => {
    expect(() => compute({ v: 1, answers: { s1: 9 }, note: '', history: [] })).toThrow('Self-reflection: the data does not have the expected shape');
  });
});
