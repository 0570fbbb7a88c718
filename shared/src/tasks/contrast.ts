/**
 * A test's colour comes from its data and may be too light for the white text drawn on it (the
 * default #E25240 gives 3.8:1). WCAG 2.2 AA asks 4.5:1 for text, so the colour is darkened, hue
 * kept, until white reads on it.
 */
export const MIN_TEXT_CONTRAST = 4.5;

/** The darkened default, for colours that are not hexadecimal and so cannot be measured. */
const FALLBACK_SOLID = '#b8392a';

type Rgb = [number, number, number];

function parseHex(colour: string): Rgb | null {
  const digits = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (!digits) return null;
  const hex = digits.length === 3 ? [...digits].map((c) => c + c).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of white text on `rgb` (WCAG 2 definition). */
function whiteContrast(rgb: Rgb): number {
  return 1.05 / (luminance(rgb) + 0.05);
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** `colour` itself when white text reads on it, else the lightest darker shade on which it does. */
export function solidForWhiteText(colour: string): string {
  const rgb = parseHex(colour);
  if (!rgb) return FALLBACK_SOLID;
  if (whiteContrast(rgb) >= MIN_TEXT_CONTRAST) return colour;
  for (let scale = 0.99; scale > 0; scale -= 0.01) {
    const darker = rgb.map((c) => Math.floor(c * scale)) as Rgb;
    if (whiteContrast(darker) >= MIN_TEXT_CONTRAST) return toHex(darker);
  }
  return '#000000';
}

/** Exposed for tests: the ratio of white text on a hexadecimal colour. */
export function whiteTextContrast(colour: string): number | null {
  const rgb = parseHex(colour);
  return rgb ? whiteContrast(rgb) : null;
}
