import { DEFAULT_TASK_COLOUR } from '../ui/system';
import { MIN_TEXT_CONTRAST, solidForWhiteText, whiteTextContrast } from './contrast';

describe('solidForWhiteText', () => {
  it('darkens the default task colour until white text reaches 4.5:1, and no further than needed', () => {
    expect(whiteTextContrast(DEFAULT_TASK_COLOUR)).toBeLessThan(MIN_TEXT_CONTRAST);
    const solid = solidForWhiteText(DEFAULT_TASK_COLOUR);
    expect(whiteTextContrast(solid)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(whiteTextContrast(solid)).toBeLessThan(MIN_TEXT_CONTRAST + 0.3);
  });

  it('keeps a colour that is already dark enough, short hex included', () => {
    expect(solidForWhiteText('#1e3a8a')).toBe('#1e3a8a');
    expect(solidForWhiteText('#000')).toBe('#000');
  });

  it('turns even white into a readable shade', () => {
    expect(whiteTextContrast(solidForWhiteText('#ffffff'))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('falls back to the readable default for a colour it cannot measure', () => {
    expect(whiteTextContrast(solidForWhiteText('rebeccapurple'))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
