import { MissingRatings, ratingOutcomes, ratingsFrom } from './ratings';

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
    let thrown: unknown;
    try {
      ratingOutcomes(['clarity', 'empathy', 'tone', 'priorities'], { clarity: 6, tone: 2.5, priorities: 3 });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(MissingRatings);
    expect((thrown as MissingRatings).criteria).toEqual(['clarity', 'empathy', 'tone']);
  });

  it('reads back the ratings of the criteria only', () => {
    expect(
      ratingsFrom(
        ['clarity'],
        [
          { name: 'clarity', value: 2 },
          { name: 'overall', value: 2 },
        ],
      ),
    ).toEqual({ clarity: 2 });
  });
});
