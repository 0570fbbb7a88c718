import { MIN_TEXT_CONTRAST } from '../tasks/contrast';
import { contrast, lightColour } from '../testing/themeColour';

/** `hex` at `share` over white, as a colour-mix of the hover state paints it. */
function mixWithWhite(hex: string, share: number): string {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `#${channels
    .map((c) =>
      Math.round(c * share + 255 * (1 - share))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

describe('the theme (WCAG 1.4.3)', () => {
  it.each(['error', 'warning', 'success', 'info'])('writes fg.%s text at 4.5:1 at least, on the page and on its own tint', (status) => {
    expect(contrast(`fg.${status}`, 'bg')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrast(`fg.${status}`, `bg.${status}`)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it.each(['brand', 'red'])('keeps white text on a solid %s button readable, hovered too (its 90 %% tint)', (palette) => {
    const solid = lightColour(`${palette}.solid`);
    const hovered = mixWithWhite(solid, 0.9);
    expect(contrast('white', solid)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrast('white', hovered)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('keeps muted text readable', () => {
    expect(contrast('fg.muted', 'bg')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
