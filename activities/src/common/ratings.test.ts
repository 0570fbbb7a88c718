import { ratingOutcomes, ratingsFrom } from './ratings';

describe('assessor ratings', () => {
  it('gives every criterion and the mean as overall', () => {
    expect(ratingOutcomes(['clarity', 'empathy', 'priorities'], { clarity: 4, empathy: 3, priorities: 4 })).toEqual([
      { name: 'clarity', value: 4 },
      { name: 'empathy', value: 3 },
      { name: 'priorities', value: 4 },
      { name: 'overall', value: 3.7 },
    ]);
  });

  it('names every criterion without a rating from 1 to 5', () => {
    expect(() => ratingOutcomes(['clarity', 'empathy', 'tone'], { clarity: 6, tone: 2.5 })).toThrow(
      'A rating from 1 to 5 is needed for: clarity, empathy, tone',
    );
  });

  it('reads back the ratings of the criteria only', () => {
    expect(ratingsFrom(['clarity'], [{ name: 'clarity', value: 2 }, { name: 'overall', value: 2 }])).toEqual({ clarity: 2 });
  });
});
