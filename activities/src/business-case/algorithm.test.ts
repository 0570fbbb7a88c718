import { compute } from './algorithm';

describe('business case algorithm', () => {
  it('gives full marks for the best option of every step', () => {
    expect(compute({ v: 1, index: 3, answers: { start: 'b', causes: 'c', presentation: 'd', team: 'a' } })).toEqual([
      { name: 'listening', value: 5 },
      { name: 'clarity', value: 5 },
      { name: 'development', value: 5 },
      { name: 'overall', value: 5 },
      { name: 'answered', value: 4 },
    ]);
  });

  it('scores each option by its points and averages per competence', () => {
    // start d = 2/3, causes a = 1/3 → listening 2.5; presentation b = 2/3; team c = 0.
    expect(compute({ v: 1, index: 0, answers: { start: 'd', causes: 'a', presentation: 'b', team: 'c' } })).toEqual([
      { name: 'listening', value: 2.5 },
      { name: 'clarity', value: 3.3 },
      { name: 'development', value: 0 },
      { name: 'overall', value: 2.1 },
      { name: 'answered', value: 4 },
    ]);
  });

  it("refuses the feedback meeting's answers: the steps are the case's own", () => {
    expect(() => compute({ v: 1, index: 0, answers: { late: 'b' } })).toThrow('Business case: the data does not have the expected shape');
  });
});
