import { compute } from './algorithm';
import { parseAnswer } from './data';

const base = { v: 1, started: true, index: 5, timedOut: false };

describe('numerical reasoning algorithm', () => {
  it('gives full marks for every right answer, written the Italian or the English way', () => {
    const answers = { q1: '340', q2: '25%', q3: '30,8', q4: '50', q5: '165', q6: '86.67' };
    expect(compute({ ...base, answers })).toEqual([
      { name: 'accuracy', value: 5 },
      { name: 'precision', value: 5 },
      { name: 'correct', value: 6 },
      { name: 'attempted', value: 6 },
      { name: 'timedOut', value: 0 },
    ]);
  });

  it('separates accuracy over all questions from precision over the answered ones', () => {
    const outcomes = compute({ ...base, timedOut: true, answers: { q1: '340', q2: '20', q3: '', q4: '50' } });
    expect(outcomes).toEqual([
      { name: 'accuracy', value: 1.7 },
      { name: 'precision', value: 3.3 },
      { name: 'correct', value: 2 },
      { name: 'attempted', value: 3 },
      { name: 'timedOut', value: 1 },
    ]);
  });

  it('reads numbers with thousands separators and refuses words', () => {
    expect(parseAnswer('1.250,5')).toBe(1250.5);
    expect(parseAnswer('1,250.5')).toBe(1250.5);
    expect(parseAnswer('trenta')).toBeNull();
    expect(parseAnswer('  ')).toBeNull();
  });

  it('refuses data of another shape', () => {
    expect(() => compute({ ...base, index: 9, answers: {} })).toThrow('Numerical reasoning: the data does not have the expected shape');
  });
});
