import { aTest } from '../testing/fixtures';
import { testAppearance } from './appearance';
import { solidForWhiteText } from './contrast';

describe('testAppearance', () => {
  it('reads the cover under /tests/, the colour and the duration from jsonData', () => {
    const test = aTest({ color: '#000000', duration: 10, jsonData: { image: 'ib/cover.svg', color: '#2E6DB4', duration: 45 } });
    expect(testAppearance(test)).toEqual({ image: '/tests/ib/cover.svg', colour: '#2E6DB4', solid: '#2E6DB4', duration: 45 });
  });

  it('falls back to the test colour, then to #E25240, and to the test duration', () => {
    expect(testAppearance(aTest({ color: '#123456', duration: 20 }))).toEqual({ image: null, colour: '#123456', solid: '#123456', duration: 20 });
    expect(testAppearance(aTest({ jsonData: { color: '', image: 42 } }))).toEqual({
      image: null,
      colour: '#E25240',
      solid: solidForWhiteText('#E25240'),
      duration: null,
    });
  });
});
