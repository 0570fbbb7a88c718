import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { create } from 'fontkit';

/** DejaVu covers every letter of Italian and Spanish (à è é ì ò ù ñ ¿ ¡); it is embedded, subset. */
const FONT_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/** The names the report's PDF asks pdfkit for. */
export const REGULAR = 'DejaVuSans';
export const BOLD = 'DejaVuSans-Bold';

type Parsed = ReturnType<typeof create>;
const parsed = new Map<string, Parsed>();

/**
 * fontkit keeps one glyph object per glyph, holding the characters it was first looked up for,
 * and pdfkit writes those characters into the PDF's text layer. A composite glyph (ź is z and an
 * accent) looks its parts up by glyph alone: a part first met that way held no character, and
 * every later PDF of the process drew that letter but left it out of its text (search, copy,
 * screen readers). A glyph without characters takes those of the next lookup that has some.
 */
function withCharacters(font: Parsed) {
  // fontkit's own members, beyond the declaration of the one call the rest of the server makes.
  type Glyph = { codePoints: number[] } | null;
  const lookup = font as Parsed & { getGlyph(id: number, characters?: number[]): Glyph };
  const getGlyph = lookup.getGlyph.bind(lookup);
  lookup.getGlyph = (id, characters = []) => {
    const glyph = getGlyph(id, characters);
    if (glyph && glyph.codePoints.length === 0 && characters.length > 0) glyph.codePoints = characters;
    return glyph;
  };
}

/**
 * The font parsed once per process: parsing DejaVu's tables cost most of a report's PDF when
 * each document did it again. A parsed font is read-only to pdfkit, which takes a subset of it
 * per document (pdfkit's changelog, v0.20.0: it accepts already-parsed fontkit fonts).
 */
function fontNamed(name: string): Parsed {
  let font = parsed.get(name);
  if (!font) {
    font = create(readFileSync(join(FONT_DIR, `${name}.ttf`)));
    withCharacters(font);
    parsed.set(name, font);
  }
  return font;
}

/** Makes REGULAR and BOLD usable in `doc.font()`. */
export function registerReportFonts(doc: PDFKit.PDFDocument): void {
  for (const name of [REGULAR, BOLD]) doc.registerFont(name, fontNamed(name) as unknown as PDFKit.Mixins.PDFFontSource);
}
