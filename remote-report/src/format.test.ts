import { CATEGORY_ICONS, EVIDENCE_CATEGORIES } from '@skillup/shared/api/contract';
import { formatScore, scoreBarPercent } from './format';

describe('report formatting', () => {
  it('prints one decimal with .0 for whole numbers and a dash for no value', () => {
    expect(formatScore(4)).toBe('4.0');
    expect(formatScore(3.6)).toBe('3.6');
    expect(formatScore(null)).toBe('–');
  });

  it('draws 20% of bar per point, within 0 and 100', () => {
    expect(scoreBarPercent(2.5)).toBe(50);
    expect(scoreBarPercent(null)).toBe(0);
    expect(scoreBarPercent(9)).toBe(100);
  });

  it('has a distinct icon for each of the seven categories', () => {
    expect(Object.keys(CATEGORY_ICONS).sort()).toEqual([...EVIDENCE_CATEGORIES].sort());
    expect(new Set(Object.values(CATEGORY_ICONS)).size).toBe(7);
  });
});
