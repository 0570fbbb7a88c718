import { compute } from './algorithm';

describe('situational judgement algorithm', () => {
  it('gives full marks for the best option of every scenario', () => {
    expect(compute({ v: 1, index: 3, answers: { late: 'b', defensive: 'c', praise: 'd', plan: 'a' } })).toEqual([
      { name: 'listening', value: 5 },
      { name: 'clarity', value: 5 },
      { name: 'development', value: 5 },
      { name: 'overall', value: 5 },
      { name: 'answered', value: 4 },
    ]);
  });

  it('scores each option by its points and averages per competence', () => {
    // late d = 2/3, praise a = 2/3 → clarity 3.3; defensive a = 0; plan c = 2/3.
    expect(compute({ v: 1, index: 0, answers: { late: 'd', defensive: 'a', praise: 'a', plan: 'c' } })).toEqual([
      { name: 'listening', value: 0 },
      { name: 'clarity', value: 3.3 },
      { name: 'development', value: 3.3 },
      { name: 'overall', value: 2.5 },
      { name: 'answered', value: 4 },
    ]);
  });

  it('counts unanswered scenarios as zero', () => {
    const outcomes = compute(JSON.stringify({ v: 1, index: 1, answers: { late: 'b' } }));
    expect(outcomes.find((o) => o.name === 'clarity')?.value).toBe(2.5);
    expect(outcomes.find((o) => o.name === 'overall')?.value).toBe(1.3);
  });

  it('refuses unknown options', () => {
    expect(() => compute({ v: 1, index: 0, answers: { late: 'z' } })).toThrow('Situational judgement: the data does not have the expected shape');
  });
});
