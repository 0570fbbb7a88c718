import { MIN_TEXT_CONTRAST } from '../tasks/contrast';
import { contrast } from '../testing/themeColour';

describe('the theme (WCAG 1.4.3)', () => {
  it.each(['error', 'warning', 'success', 'info'])('writes fg.%s text at 4.5:1 at least, on the page and on its own tint', (status) => {
    expect(contrast(`fg.${status}`, 'bg')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrast(`fg.${status}`, `bg.${status}`)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('keeps muted text readable', () => {
    expect(contrast('fg.muted', 'bg')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
