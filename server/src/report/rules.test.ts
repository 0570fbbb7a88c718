import { CATEGORY_ICONS } from '@skillup/shared/api/contract';
import {
  formatScore,
  inAreaDetail,
  levelOf,
  lowestMarkers,
  mean,
  radarValue,
  roundScore,
  scoreBarPercent,
  starredSkills,
  suggestionText,
  testCategory,
  weakestSkills,
} from './rules';

describe('report rules', () => {
  it('averages finite values and gives null, never NaN, for none', () => {
    expect(mean([1, 2, 4])).toBeCloseTo(7 / 3);
    expect(mean([])).toBeNull();
    expect(mean([Number.NaN, Number.POSITIVE_INFINITY])).toBeNull();
    expect(mean([Number.NaN, 3])).toBe(3);
  });

  it('draws the score bar at 20% per point, nothing for an empty value', () => {
    expect(scoreBarPercent(3.5)).toBe(70);
    expect(scoreBarPercent(5)).toBe(100);
    expect(scoreBarPercent(0)).toBe(0);
    expect(scoreBarPercent(null)).toBe(0);
    expect(scoreBarPercent(7)).toBe(100);
  });

  it('rounds the radar to whole numbers within 0 to 5', () => {
    expect(radarValue(3.4)).toBe(3);
    expect(radarValue(3.5)).toBe(4);
    expect(radarValue(5.4)).toBe(5);
    expect(radarValue(null)).toBeNull();
  });

  it('keeps areas 6, 7 and 9 out of the radar and the area detail', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter(inAreaDetail)).toEqual([1, 2, 3, 4, 5, 8, 10]);
  });

  it('names the four levels with their boundaries at 2.0, 3.0 and 4.0', () => {
    expect(levelOf(1)).toBe('insufficient');
    expect(levelOf(1.99)).toBe('insufficient');
    expect(levelOf(2.0)).toBe('sufficient');
    expect(levelOf(2.99)).toBe('sufficient');
    expect(levelOf(3.0)).toBe('good');
    expect(levelOf(3.99)).toBe('good');
    expect(levelOf(4.0)).toBe('excellent');
    expect(levelOf(5)).toBe('excellent');
    expect(levelOf(0.5)).toBe('insufficient');
    expect(levelOf(null)).toBeNull();
  });

  it('stars the best two skills above 3, the first in the model on a tie', () => {
    const skills = [
      { id: 1, value: 3.5 },
      { id: 2, value: 4.2 },
      { id: 3, value: 3.5 },
      { id: 4, value: 3.0 },
      { id: 5, value: null },
    ];
    expect([...starredSkills(skills)].sort()).toEqual([1, 2]);
    expect([
      ...starredSkills([
        { id: 1, value: 3 },
        { id: 2, value: 3.1 },
      ]),
    ]).toEqual([2]);
    expect(
      starredSkills([
        { id: 1, value: 3 },
        { id: 2, value: null },
      ]).size,
    ).toBe(0);
  });

  it('suggests development for the worst two skills below 3, the first in the model on a tie', () => {
    const skills = [
      { id: 1, value: 2.5 },
      { id: 2, value: 1.2 },
      { id: 3, value: 2.5 },
      { id: 4, value: 3 },
      { id: 5, value: null },
    ];
    expect(weakestSkills(skills).map((s) => s.id)).toEqual([2, 1]);
    expect(weakestSkills([{ id: 1, value: 3 }])).toEqual([]);
  });

  it('takes the two lowest markers with a value', () => {
    const markers = [
      { id: 1, value: 2 },
      { id: 2, value: null },
      { id: 3, value: 1 },
      { id: 4, value: 2 },
    ];
    expect(lowestMarkers(markers).map((m) => m.id)).toEqual([3, 1]);
  });

  it('shows the text before ---', () => {
    expect(suggestionText('Chiedi un feedback.\n---\nNote per il coach')).toBe('Chiedi un feedback.');
    expect(suggestionText('Solo testo')).toBe('Solo testo');
    expect(suggestionText('---dopo')).toBe('');
  });

  it('prints one decimal, .0 for whole numbers, a dash for no value', () => {
    expect(formatScore(3)).toBe('3.0');
    expect(formatScore(3.25)).toBe('3.3');
    expect(formatScore(0)).toBe('0.0');
    expect(formatScore(null)).toBe('–');
    expect(roundScore(2.96)).toBe(3);
    expect(roundScore((4.1 + 3.8) / 2)).toBe(4);
    expect(roundScore(2.25)).toBe(2.3);
    expect(roundScore(null)).toBeNull();
  });

  it('has seven categories, each with its own icon, found from the test', () => {
    expect(Object.keys(CATEGORY_ICONS)).toHaveLength(7);
    expect(new Set(Object.values(CATEGORY_ICONS)).size).toBe(7);
    expect(testCategory({ kind: 'feedback360', url: '360/index.html' })).toBe('feedback360');
    // The kind decides, not the URL: a second campaign's 360 test may open any path.
    expect(testCategory({ kind: 'feedback360', url: 'in-basket/index.html' })).toBe('feedback360');
    expect(testCategory({ kind: 'activity', url: '360/index.html' })).toBe('activity');
    expect(testCategory({ kind: 'activity', url: 'in-basket/index.html' })).toBe('inbox');
    expect(testCategory({ kind: 'activity', url: 'situational-judgement/index.html' })).toBe('judgement');
    expect(testCategory({ kind: 'activity', url: 'numerical-reasoning/index.html' })).toBe('reasoning');
    expect(testCategory({ kind: 'activity', url: 'self-reflection/index.html' })).toBe('questionnaire');
    expect(testCategory({ kind: 'activity', url: 'other/index.html' })).toBe('activity');
  });
});
