import type { IndividualReport } from '@skillup/shared/api/contract';
import { renderReportPdf } from './pdf';
import { pdfPages, pdfText } from './pdf-text';

const feedback = 'Perché però è così? Più città, ¿qué? ¡Sí! Niño, già.';
function sample(lang: string, skills = 2, markersPerSkill = 2): IndividualReport {
  const areas = [1, 2, 3, 6].map((code) => ({
    id: code,
    code,
    name: `Area ${code}`,
    value: code === 6 ? null : code + 0.5,
    level: code === 6 ? null : ('good' as const),
    feedback: code === 6 ? null : feedback,
    inDetail: code !== 6,
  }));
  const skillRows = areas.flatMap((a) =>
    Array.from({ length: skills }, (_, i) => ({
      id: a.id * 100 + i,
      areaId: a.id,
      name: `Skill ${a.id}.${i}`,
      value: 3 + i / 10,
      level: 'good' as const,
      star: i === 0 && a.id === 1,
    })),
  );
  const markers = skillRows.flatMap((s) =>
    Array.from({ length: markersPerSkill }, (_, i) => ({
      id: s.id * 100 + i,
      skillId: s.id,
      name: `Marker ${s.id}.${i}`,
      value: i === 0 ? 4 : null,
      level: null,
      feedback: `${feedback} ${'Testo di esempio lungo. '.repeat(8)}`,
      devSuggestion: 'Prima parte---seconda',
    })),
  );
  return {
    lang,
    campaignId: 1,
    campaignName: 'Leadership Assessment 2026',
    user: { id: 1, firstName: 'Luca', lastName: 'Ferri' },
    areas,
    skills: skillRows,
    markers,
    tasks: [],
    tests: [],
    radar: areas.filter((a) => a.inDetail).map((a) => ({ areaId: a.id, name: a.name, value: Math.round(a.value ?? 0) })),
    suggestions: [{ skillId: 100, markers: [{ markerId: 10000, name: 'Marker 100.0', text: 'Prima parte' }] }],
  };
}

describe('the report PDF', () => {
  it("prints the accented letters of Italian and Spanish with an embedded font, in the report's language", async () => {
    const pdf = await renderReportPdf(sample('it'), {});
    const text = pdfPages(pdf).join('\n');
    expect(text).toContain('Report individuale');
    expect(text).toContain('Sintesi qualitativa per profilo di area');
    expect(text).toContain('Perché però è così? Più città, ¿qué? ¡Sí! Niño, già.');
    expect(text).toContain('Presidio buono');
    expect(text).toContain('3.0');
    expect(text).toContain('–');
    expect(text).not.toContain('NaN');
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).toMatch(/DejaVuSans/);
    expect(raw).toMatch(/\/Lang \(it\)/);
    expect(raw).toMatch(/\/StructTreeRoot/);
    expect(raw).toMatch(/\/MarkInfo/);

    const spanish = pdfPages(await renderReportPdf(sample('es'), {})).join('\n');
    expect(spanish).toContain('Informe individual');
    expect(spanish).toContain('Dominio bueno');
  });

  it('never splits a skill across pages', async () => {
    const pages = pdfPages(await renderReportPdf(sample('en', 3, 4), {}));
    expect(pages.length).toBeGreaterThan(2);
    const skillNames = [1, 2, 3, 6].flatMap((a) => [0, 1, 2].map((i) => `Skill ${a}.${i}`));
    for (const name of skillNames) {
      const id = name.replace('Skill ', '').replace('.', '0');
      const markerNames = [0, 1, 2, 3].map((i) => `Marker ${Number(id)}.${i}`);
      const holding = pages.findIndex((p) => p.includes(name));
      expect(holding).toBeGreaterThanOrEqual(0);
      for (const marker of markerNames) expect(pages[holding]).toContain(marker);
    }
  });

  it('embeds in each PDF the letters that PDF uses, though the font is parsed once for all of them', async () => {
    const plain = sample('en');
    const first = await renderReportPdf({ ...plain, campaignName: 'Plain campaign' }, {});
    expect(pdfPages(first).join('\n')).not.toContain('Ħ');
    // Letters the first PDF never used: a subset kept from it would print them as nothing.
    const second = pdfPages(await renderReportPdf({ ...plain, campaignName: 'Ħelga Łódź Ærø' }, {})).join('\n');
    expect(second).toContain('Ħelga Łódź Ærø');
    expect(pdfPages(await renderReportPdf({ ...plain, campaignName: 'Plain campaign' }, {}))).toEqual(pdfPages(first));
    // ź is drawn from the glyph of z: a later PDF must still carry z in its text.
    expect(pdfPages(await renderReportPdf({ ...plain, campaignName: 'Carezza, marzo, Zara' }, {})).join('\n')).toContain('Carezza, marzo, Zara');
  });
  it('lists the tests of a campaign without a model in place of its empty headings, in the report language', async () => {
    const withoutModel: IndividualReport = {
      ...sample('es'),
      areas: [],
      skills: [],
      markers: [],
      radar: [],
      suggestions: [],
      tests: [
        { id: 1, name: 'Bandeja de entrada', abbreviation: 'IB', status: 'complete', category: 'inbox' },
        { id: 2, name: 'Caso de empresa', abbreviation: 'CE', status: 'incomplete', category: 'activity' },
        { id: 3, name: 'Cuestionario', abbreviation: '', status: 'not attempted', category: 'questionnaire' },
      ],
    };
    // 23:30 UTC: the day printed is the UTC one, whatever the server's zone.
    const text = pdfText(await renderReportPdf(withoutModel, { 1: '2026-03-31T23:30:00.000Z' }));
    expect(text).toContain('Actividades de la campaña');
    expect(text).toContain('Bandeja de entrada: Completada el 31 de marzo de 2026');
    expect(text).toContain('Caso de empresa: En curso');
    expect(text).toContain('Cuestionario: Por empezar');
    for (const heading of ['Perfil por área', 'Síntesis cualitativa', 'Resultados en detalle', 'Sugerencias de desarrollo']) {
      expect(text).not.toContain(heading);
    }
    const none = pdfPages(await renderReportPdf({ ...withoutModel, lang: 'en', tests: [] }, {})).join('\n');
    expect(none).toContain('Campaign activities');
    expect(none).toContain('No data available');
  });
});
