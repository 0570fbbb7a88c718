import type { Feedback360Figure, Feedback360Part, Feedback360Skill } from '@skillup/shared/api/contract';
import { feedback360PdfLabels, type Feedback360PdfLabels } from './pdf-feedback360-labels';
import { pdfLabels } from './pdf-labels';
import { formatScore } from './rules';

type Doc = PDFKit.PDFDocument;

/** What the report's PDF lends this part: its fonts, colours and tagging helpers. */
export interface PdfKit {
  regular: string;
  bold: string;
  accent: string;
  muted: string;
  tagged: (doc: Doc, type: string, draw: () => void) => void;
  heading: (doc: Doc, text: string, size: number, type?: string) => void;
  paragraph: (doc: Doc, text: string, size?: number, color?: string) => void;
  bulletList: (doc: Doc, texts: readonly string[], size?: number, color?: string) => void;
  keepTogether: (doc: Doc, height: number) => void;
  width: (doc: Doc) => number;
}

/** A gap with its sign: +1.0, −0.4, 0.0. */
export const formatGap = (gap: number) => `${gap > 0 ? '+' : gap < 0 ? '−' : ''}${Math.abs(gap).toFixed(1)}`;

const ROW = 13;
const BAR = 120;
/** 1 on the 1–5 scale is an empty bar, 5 a full one. */
const barShare = (value: number) => Math.min(1, Math.max(0, (value - 1) / 4));

function figureText(figure: Feedback360Figure, labels: Feedback360PdfLabels): string {
  if (figure.state === 'hidden') return labels.hidden;
  if (figure.state === 'empty' || figure.value === null || figure.raters === null) return labels.empty;
  return `${formatScore(figure.value)}  (${labels.raters(figure.raters)})`;
}

function skillHeight(doc: Doc, kit: PdfKit, skill: Feedback360Skill): number {
  doc.font(kit.bold).fontSize(11);
  return doc.heightOfString(skill.name, { width: kit.width(doc) }) + 8 + skill.figures.length * ROW + (skill.gap === null ? 0 : ROW + 4) + 12;
}

/** One skill, measured first and moved whole to the next page when it does not fit. */
function drawSkill(doc: Doc, kit: PdfKit, skill: Feedback360Skill, labels: Feedback360PdfLabels) {
  kit.keepTogether(doc, skillHeight(doc, kit, skill));
  kit.tagged(doc, 'H3', () => {
    doc
      .font(kit.bold)
      .fontSize(11)
      .fillColor('#000000')
      .text(skill.name, { width: kit.width(doc) });
  });
  doc.moveDown(0.2);
  const left = doc.page.margins.left;
  for (const figure of skill.figures) {
    const y = doc.y;
    kit.tagged(doc, 'P', () => {
      doc.font(kit.regular).fontSize(9).fillColor('#000000').text(`${labels.groups[figure.group]}:`, left, y, { width: 140, lineBreak: false });
      doc
        .fillColor(figure.state === 'shown' ? '#000000' : kit.muted)
        .text(figureText(figure, labels), left + 150 + BAR + 10, y, { lineBreak: false });
    });
    doc
      .save()
      .rect(left + 150, y + 2, BAR, 6)
      .fill('#E5E5E5');
    if (figure.state === 'shown' && figure.value !== null) doc.rect(left + 150, y + 2, BAR * barShare(figure.value), 6).fill(kit.accent);
    doc.restore();
    doc.x = left;
    doc.y = y + ROW;
  }
  if (skill.gap !== null) {
    doc.y += 4;
    const kind = skill.gapKind ? ` · ${labels.gapKinds[skill.gapKind]}` : '';
    kit.paragraph(doc, `${labels.gap}: ${formatGap(skill.gap)}${kind}`, 9, skill.gapKind ? kit.accent : kit.muted);
  }
  doc.moveDown(0.8);
}

function drawComments(doc: Doc, kit: PdfKit, heading: string, blocks: Feedback360Part['comments']) {
  kit.heading(doc, heading, 12, 'H3');
  for (const block of blocks) {
    kit.keepTogether(doc, 40);
    kit.tagged(doc, 'P', () => {
      doc
        .font(kit.bold)
        .fontSize(9)
        .fillColor('#000000')
        .text(block.question, { width: kit.width(doc) });
    });
    kit.bulletList(doc, block.texts, 9, kit.muted);
    doc.moveDown(0.5);
  }
}

/** The 360 part of the report's PDF (docs/areas/report.md, "The 360 part"), after the test results. */
export function drawFeedback360(doc: Doc, kit: PdfKit, part: Feedback360Part, lang: string) {
  const labels = feedback360PdfLabels(lang);
  doc.addPage();
  kit.heading(doc, labels.title, 14);
  kit.paragraph(doc, labels.intro({ peers: part.thresholds.peers, others: part.thresholds.others }), 9, kit.muted);
  // The day in UTC, as every date of the PDF: the same for every reader.
  const updatedAt = new Intl.DateTimeFormat(pdfLabels(lang).locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(part.updatedAt));
  kit.paragraph(doc, labels.updatedAt(updatedAt), 9, kit.muted);
  doc.moveDown();
  for (const skill of part.skills) drawSkill(doc, kit, skill, labels);
  if (part.comments.length) drawComments(doc, kit, labels.comments, part.comments);
  else {
    kit.heading(doc, labels.comments, 12, 'H3');
    kit.paragraph(doc, labels.noComments(part.thresholds.comments), 9, kit.muted);
    doc.moveDown(0.5);
  }
  if (part.selfComments.length) drawComments(doc, kit, labels.selfComments, part.selfComments);
}
