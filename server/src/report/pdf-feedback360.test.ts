import type { Feedback360Part, IndividualReport } from '@skillup/shared/api/contract';
import { renderReportPdf } from './pdf';
import { formatGap } from './pdf-feedback360';
import { pdfPages, pdfStructure, pdfText } from './pdf-text';

function part(skills: number): Feedback360Part {
  return {
    skills: Array.from({ length: skills }, (_, i) => ({
      skillId: i + 1,
      name: `Abilità ${i + 1} – perché più ¿así?`,
      figures: [
        { group: 'self' as const, state: 'shown' as const, raters: 1, value: 4.5 },
        { group: 'manager' as const, state: 'hidden' as const, raters: null, value: null },
        { group: 'peers' as const, state: 'shown' as const, raters: 3, value: 3.5 },
        { group: 'directReports' as const, state: 'empty' as const, raters: null, value: null },
        { group: 'others' as const, state: 'shown' as const, raters: 4, value: 3 },
      ],
      gap: i % 2 === 0 ? 1.5 : -0.4,
      gapKind: i % 2 === 0 ? ('blindSpot' as const) : null,
    })),
    comments: [{ question: 'Che cosa apprezzi?', texts: ['Ascolta tutti, è già così.', 'Decide con chiarezza.'] }],
    selfComments: [{ question: 'Che cosa apprezzi?', texts: ['Il mio commento.'] }],
    thresholds: { self: 1, manager: 1, peers: 3, directReports: 3, others: 3, comments: 3 },
    gapThreshold: 1,
    updatedAt: '2026-11-02T09:00:00.000Z',
  };
}

function report(lang: string, feedback360?: Feedback360Part): IndividualReport {
  return {
    lang,
    campaignId: 1,
    campaignName: 'Leadership Assessment 2026',
    user: { id: 1, firstName: 'Luca', lastName: 'Ferri' },
    areas: [],
    skills: [],
    markers: [],
    tasks: [],
    tests: [],
    radar: [],
    suggestions: [],
    ...(feedback360 ? { feedback360 } : {}),
  };
}

describe('the 360 part of the report PDF', () => {
  it("prints the groups, the gap and the comments in the report's language, the hidden groups without a figure", async () => {
    const text = pdfText(await renderReportPdf(report('it', part(2)), {}));
    expect(text).toContain('Feedback 360°');
    expect(text).toContain('Abilità 1 – perché più ¿así?');
    expect(text).toContain('Autovalutazione: 4.5 (1 valutatore)');
    expect(text).toContain('Colleghi: 3.5 (3 valutatori)');
    expect(text).toContain("Responsabile: Non mostrato, per l'anonimato");
    expect(text).toContain('Collaboratori: Nessun valutatore');
    expect(text).toContain('Tutti gli altri: 3.0 (4 valutatori)');
    expect(text).toContain('Scarto tra autovalutazione e altri: +1.5 · Punto cieco');
    expect(text).toContain('Scarto tra autovalutazione e altri: −0.4');
    expect(text).toContain('• Ascolta tutti, è già così.');
    expect(text).toContain("Commenti dell'autovalutazione");
    expect(text).not.toContain('NaN');

    const spanish = pdfText(await renderReportPdf(report('es', part(1)), {}));
    expect(spanish).toContain('Compañeros: 3.5 (3 evaluadores)');
    expect(spanish).toContain('Punto ciego');
  });

  it("prints the day the part last took in evaluations, in UTC and the report's language", async () => {
    const text = async (lang: string) =>
      pdfText(await renderReportPdf(report(lang, { ...part(1), updatedAt: '2026-11-02T23:30:00.000Z' }), {})).replace(/\s+/g, ' ');
    expect(await text('it')).toContain('Aggiornato il 2 novembre 2026: le nuove valutazioni entrano insieme');
    expect(await text('en')).toContain('Updated on 2 November 2026: new evaluations come in together');
    expect(await text('es')).toContain('Actualizado el 2 de noviembre de 2026: las nuevas evaluaciones entran juntas');
  });

  it('prints each comment once, as an item of a tagged list, in a structure poppler finds sound', async () => {
    const pdf = await renderReportPdf(report('it', part(1)), {});
    const text = pdfText(pdf);
    expect(text.split('Ascolta tutti, è già così.')).toHaveLength(2);
    expect(text.split('Decide con chiarezza.')).toHaveLength(2);
    const { tree, warnings } = pdfStructure(pdf);
    expect(warnings).toBe('');
    expect(tree.startsWith('Document')).toBe(true);
    const lines = tree.split('\n');
    const list = lines.findIndex((line) => line.trim() === 'L (block)');
    expect(list).toBeGreaterThan(-1);
    const items = lines.slice(list).join('\n');
    expect(items).toMatch(/LI \(block\)\n\s+Lbl[^\n]*\n\s+"•"\n\s+LBody[^\n]*\n\s+"Ascolta tutti, è già così\."/);
    expect(items).toMatch(/LBody[^\n]*\n\s+"Decide con chiarezza\."/);
  });

  it('says why comments are missing, and prints no part without a 360', async () => {
    const without = { ...part(1), comments: [] };
    expect(pdfText(await renderReportPdf(report('en', without), {}))).toContain('Comments are shown when at least 3 people have answered.');
    expect(pdfText(await renderReportPdf(report('en'), {}))).not.toContain('360');
  });

  it('never splits a skill across pages', async () => {
    const pages = pdfPages(await renderReportPdf(report('en', part(14)), {})).map((p) => p.replace(/[ \t]+/g, ' '));
    expect(pages.length).toBeGreaterThan(2);
    for (let i = 1; i <= 14; i += 1) {
      const name = `Abilità ${i} – perché più ¿así?`;
      const holding = pages.findIndex((p) => p.includes(name));
      expect(holding).toBeGreaterThanOrEqual(0);
      // From the skill's name to the next skill's (or the page's end): its own rows only.
      const from = pages[holding]!.slice(pages[holding]!.indexOf(name) + name.length);
      const after = from.split('Abilità ')[0]!;
      expect(after).toContain('All others:');
      expect(after).toContain('Gap between self-assessment and others');
    }
  });

  it('signs the gap', () => {
    expect([formatGap(1), formatGap(-0.4), formatGap(0)]).toEqual(['+1.0', '−0.4', '0.0']);
  });
});
