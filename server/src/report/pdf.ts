import type { IndividualReport } from '@skillup/shared/api/contract';
import { drawFeedback360 } from './pdf-feedback360';
import type { CompletionDates } from './compute';
import { BOLD, REGULAR, registerReportFonts } from './pdf-fonts';
import { pdfLabels, type PdfLabels } from './pdf-labels';
import { radarPoint } from './radar-geometry';
import { formatScore, SCORE_MAX, scoreBarPercent } from './rules';

const MARGIN = 50;
const ACCENT = '#2E6DB4';
const MUTED = '#555555';

type Doc = PDFKit.PDFDocument;

/**
 * Each PDF's one root element: PDF/UA wants the structure under a single Document element, not
 * loose at the tree's root (poppler warns of a tree built that way).
 */
const documentElements = new WeakMap<Doc, PDFKit.PDFStructureElement>();

function underDocument(doc: Doc, element: PDFKit.PDFStructureElement) {
  const root = documentElements.get(doc);
  if (root) root.add(element);
  else doc.addStructure(element);
}

/** Tags what `draw` prints as one structure element of the tagged PDF. */
function tagged(doc: Doc, type: string, draw: () => void, options: PDFKit.Mixins.StructureElementOptions = {}) {
  underDocument(doc, doc.struct(type, options, draw));
}

/**
 * A bulleted list, tagged as one (L, and per item LI with its Lbl and LBody), so a screen reader
 * announces a list of so many items instead of loose paragraphs that start with a bullet.
 */
function bulletList(doc: Doc, texts: readonly string[], size = 9, color = '#000000') {
  const left = doc.page.margins.left;
  const items = texts.map((text) => {
    let top = 0;
    const label = doc.struct('Lbl', {}, () => {
      top = doc.y;
      doc
        .font(REGULAR)
        .fontSize(size)
        .fillColor(color)
        .text('•', left + 2, top, { lineBreak: false });
    });
    const body = doc.struct('LBody', {}, () => {
      doc.text(text, left + 12, top, { width: width(doc) - 12 });
      doc.x = left;
    });
    return doc.struct('LI', {}, [label, body]);
  });
  underDocument(doc, doc.struct('L', {}, items));
}

const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;
const width = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** Starts a new page when `height` does not fit on this one. */
function keepTogether(doc: Doc, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

function heading(doc: Doc, text: string, size: number, type = 'H2') {
  keepTogether(doc, size * 3);
  tagged(doc, type, () => {
    doc
      .font(BOLD)
      .fontSize(size)
      .fillColor('#000000')
      .text(text, { width: width(doc) });
  });
  doc.moveDown(0.4);
}

function paragraph(doc: Doc, text: string, size = 10, color = '#000000') {
  tagged(doc, 'P', () => {
    doc
      .font(REGULAR)
      .fontSize(size)
      .fillColor(color)
      .text(text, { width: width(doc) });
  });
}

function drawRadar(doc: Doc, rep: IndividualReport, labels: PdfLabels) {
  const points = rep.radar;
  if (points.length < 3) return;
  const size = 220;
  keepTogether(doc, size + 40);
  const center = { x: doc.page.width / 2, y: doc.y + size / 2 + 10 };
  const radius = size / 2 - 20;
  const description = points.map((p) => `${p.name}: ${p.value ?? labels.empty}`).join('; ');
  tagged(
    doc,
    'Figure',
    () => {
      doc.save().lineWidth(0.5).strokeColor('#BBBBBB');
      for (let level = 1; level <= SCORE_MAX; level += 1) {
        const ring = points.map((_, i) => radarPoint(center, radius, i, points.length, level));
        doc.polygon(...ring.map((p) => [p.x, p.y] as [number, number])).stroke();
      }
      points.forEach((_, i) => {
        const end = radarPoint(center, radius, i, points.length, SCORE_MAX);
        doc.moveTo(center.x, center.y).lineTo(end.x, end.y).stroke();
      });
      const shape = points.map((p, i) => radarPoint(center, radius, i, points.length, p.value ?? 0));
      doc
        .polygon(...shape.map((p) => [p.x, p.y] as [number, number]))
        .fillOpacity(0.35)
        .fillAndStroke(ACCENT, ACCENT);
      doc.restore();
      doc.font(REGULAR).fontSize(8).fillColor('#000000');
      points.forEach((p, i) => {
        const at = radarPoint(center, radius + 12, i, points.length, SCORE_MAX);
        const text = `${p.name} (${p.value ?? '–'})`;
        const textWidth = doc.widthOfString(text);
        doc.text(text, at.x - textWidth / 2, at.y - 4, { lineBreak: false });
      });
    },
    { alt: `${labels.radar}: ${description}` },
  );
  doc.x = doc.page.margins.left;
  doc.y = center.y + size / 2 + 10;
}

function scoreBar(doc: Doc, value: number | null) {
  const x = doc.page.margins.left;
  const y = doc.y + 2;
  const full = 200;
  doc.save().rect(x, y, full, 6).fill('#E5E5E5');
  if (value !== null) doc.rect(x, y, (full * scoreBarPercent(value)) / 100, 6).fill(ACCENT);
  doc.restore();
  doc.y = y + 10;
}

/** The height a skill block takes, so that it is never split across pages. */
function skillHeight(doc: Doc, rep: IndividualReport, skillId: number): number {
  const w = width(doc);
  doc.font(REGULAR).fontSize(9);
  let height = 40;
  for (const marker of rep.markers.filter((m) => m.skillId === skillId)) {
    height += doc.heightOfString(`${marker.name}  ${formatScore(marker.value)}`, { width: w }) + 4;
    if (marker.feedback) height += doc.heightOfString(marker.feedback, { width: w - 12 }) + 4;
  }
  return height;
}

function drawSkill(doc: Doc, rep: IndividualReport, skill: IndividualReport['skills'][number], labels: PdfLabels) {
  keepTogether(doc, skillHeight(doc, rep, skill.id));
  const star = skill.star ? `  ★ ${labels.star}` : '';
  tagged(doc, 'H4', () => {
    doc
      .font(BOLD)
      .fontSize(11)
      .fillColor('#000000')
      .text(`${skill.name}  ${formatScore(skill.value)}${star}`, { width: width(doc) });
  });
  scoreBar(doc, skill.value);
  for (const marker of rep.markers.filter((m) => m.skillId === skill.id)) {
    tagged(doc, 'P', () => {
      doc
        .font(BOLD)
        .fontSize(9)
        .fillColor('#000000')
        .text(`${marker.name}  ${formatScore(marker.value)}`, { width: width(doc) });
    });
    if (marker.feedback) {
      tagged(doc, 'P', () => {
        doc
          .font(REGULAR)
          .fontSize(9)
          .fillColor(MUTED)
          .text(marker.feedback ?? '', doc.page.margins.left + 12, doc.y, { width: width(doc) - 12 });
      });
      doc.x = doc.page.margins.left;
    }
    doc.moveDown(0.2);
  }
  doc.moveDown(0.6);
}

/** The dates are the server's record of a save: written as the day in UTC, the same for every reader. */
function completionText(labels: PdfLabels, test: IndividualReport['tests'][number], completedAt: string | undefined) {
  if (test.status !== 'complete' || !completedAt) return labels.status[test.status];
  const date = new Intl.DateTimeFormat(labels.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(completedAt));
  return labels.completedOn.replace('{date}', date);
}

/** A campaign without a competency model has no scores to draw: its tests stand in their place. */
function drawOwnTests(doc: Doc, rep: IndividualReport, completedAt: CompletionDates, labels: PdfLabels) {
  heading(doc, labels.tests, 14);
  paragraph(doc, labels.noModel, 10, MUTED);
  doc.moveDown(0.6);
  if (!rep.tests.length) paragraph(doc, labels.empty, 10);
  for (const test of rep.tests) {
    keepTogether(doc, 30);
    tagged(doc, 'P', () => {
      doc
        .font(BOLD)
        .fontSize(11)
        .fillColor('#000000')
        .text(`${test.name}: `, { width: width(doc), continued: true })
        .font(REGULAR)
        .text(completionText(labels, test, completedAt[test.id]));
    });
    doc.moveDown(0.3);
  }
}

function drawModel(doc: Doc, rep: IndividualReport, labels: PdfLabels) {
  heading(doc, labels.radar, 14);
  drawRadar(doc, rep, labels);

  heading(doc, labels.synthesis, 14);
  for (const area of rep.areas.filter((a) => a.inDetail)) {
    keepTogether(doc, 60);
    tagged(doc, 'H3', () => {
      doc
        .font(BOLD)
        .fontSize(11)
        .fillColor('#000000')
        .text(`${area.name}  ${formatScore(area.value)}`, { width: width(doc) });
    });
    paragraph(doc, area.level ? labels.levels[area.level] : labels.empty, 9, ACCENT);
    if (area.feedback) paragraph(doc, area.feedback, 9, MUTED);
    doc.moveDown(0.5);
  }

  heading(doc, labels.details, 14);
  for (const area of rep.areas) {
    heading(doc, `${area.name}  ${formatScore(area.value)}`, 12, 'H3');
    for (const skill of rep.skills.filter((s) => s.areaId === area.id)) drawSkill(doc, rep, skill, labels);
  }

  if (rep.suggestions.length) {
    heading(doc, labels.suggestions, 14);
    for (const suggestion of rep.suggestions) {
      const skill = rep.skills.find((s) => s.id === suggestion.skillId);
      keepTogether(doc, 80);
      tagged(doc, 'H4', () => {
        doc
          .font(BOLD)
          .fontSize(11)
          .fillColor('#000000')
          .text(skill?.name ?? '', { width: width(doc) });
      });
      for (const marker of suggestion.markers) paragraph(doc, `${marker.name}: ${marker.text}`, 9);
      doc.moveDown(0.5);
    }
  }
}

/**
 * The individual report as a tagged PDF in the report's language, drawn without a browser.
 * pdfkit is loaded at the first report drawn: some 23 MB of memory that a server drawing no
 * report never holds (docs/performance.md, "The embedded database's memory").
 */
export async function renderReportPdf(rep: IndividualReport, completedAt: CompletionDates): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const labels = pdfLabels(rep.lang);
  const person = `${rep.user.firstName} ${rep.user.lastName}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: rep.lang,
    tagged: true,
    displayTitle: true,
    pdfVersion: '1.7',
    info: { Title: `${labels.title} – ${person}`, Subject: rep.campaignName, Author: 'Skillup' },
  });
  registerReportFonts(doc);
  const root = doc.struct('Document');
  doc.addStructure(root);
  documentElements.set(doc, root);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  heading(doc, labels.title, 20, 'H1');
  paragraph(doc, `${person} · ${rep.campaignName}`, 11, MUTED);
  doc.moveDown();

  if (rep.areas.length) drawModel(doc, rep, labels);
  else drawOwnTests(doc, rep, completedAt, labels);

  if (rep.feedback360) {
    drawFeedback360(
      doc,
      { regular: REGULAR, bold: BOLD, accent: ACCENT, muted: MUTED, tagged, heading, paragraph, bulletList, keepTogether, width },
      rep.feedback360,
      rep.lang,
    );
  }

  root.end();
  doc.end();
  return done;
}
