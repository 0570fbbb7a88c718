import { MIN_TEXT_CONTRAST, whiteTextContrast } from '../tasks/contrast';
import { system } from './system';

/** The light-mode colour a token ends on, following its references. */
function lightColour(name: string): string {
  const token = system.tokens.getByName(name);
  if (!token) throw new Error(`No token ${name}`);
  const conditions = token.extensions.conditions as Record<string, string> | undefined;
  const raw = conditions?._light ?? conditions?.base ?? token.value;
  const reference = /^\{(.+)\}$/.exec(raw)?.[1];
  return reference ? lightColour(reference) : raw;
}

/** Contrast is symmetric, and each ratio against white is 1.05 over the colour's luminance + 0.05. */
function contrast(text: string, background: string): number {
  const onWhite = (colour: string) => {
    const ratio = whiteTextContrast(colour);
    if (ratio === null) throw new Error(`Cannot measure ${colour}`);
    return ratio;
  };
  return onWhite(text) / onWhite(background);
}

describe('the theme (WCAG 1.4.3)', () => {
  it.each(['error', 'warning', 'success', 'info'])('writes fg.%s text at 4.5:1 at least, on the page and on its own tint', (status) => {
    const text = lightColour(`colors.fg.${status}`);
    expect(contrast(text, lightColour('colors.bg'))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrast(text, lightColour(`colors.bg.${status}`))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('keeps muted text readable', () => {
    expect(contrast(lightColour('colors.fg.muted'), lightColour('colors.bg'))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
