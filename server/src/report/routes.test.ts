import type { IndividualReport } from '@skillup/shared/api/contract';
import { testDatabases } from '../test-harness/databases';
import { startTestApp, type TestApp } from '../test-harness/test-app';
import { leadershipFixture, type LeadershipFixture } from '../test-harness/leadership-fixture';

describe.each(testDatabases())('the individual report on $name', (target) => {
  let t: TestApp;
  let f: LeadershipFixture;
  let luca: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    f = await leadershipFixture(t);
    luca = await t.login('luca.ferri');
  });
  afterAll(() => t?.close());

  const get = (url: string, cookie: string | null) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const personal = (user: string) => `/api/report/${f.campaignId}/individual/personal/${f.userId(user)}`;
  const reportOf = async (cookie: string, user = 'luca.ferri'): Promise<IndividualReport> => {
    const response = await get(personal(user), cookie);
    expect(response.statusCode).toBe(200);
    return response.json().result.rep;
  };
  const byName = <T extends { name: string }>(items: T[], name: string) => {
    const item = items.find((i) => i.name === name);
    if (!item) throw new Error(`no ${name} in the report`);
    return item;
  };

  it("computes luca's report from his stored outcomes and sara's ratings", async () => {
    const rep = await reportOf(luca);
    expect(rep.lang).toBe('it');
    // Markers: the mean of their evidence.
    expect(byName(rep.markers, 'Empatia').value).toBe(5);
    expect(byName(rep.markers, 'Definizione delle priorità').value).toBe(4.1);
    expect(byName(rep.markers, 'Chiarezza del messaggio').value).toBe(2.3);
    // Skills: the mean of their markers, unrounded: (4.1 + 3.8) / 2.
    expect(byName(rep.skills, 'Pianificazione e priorità').value).toBe(4);
    // Areas: the mean of their skills: ((3.15 + 5) / 2 + (2.5 + 3.6) / 2) / 2 = 3.5625.
    expect(byName(rep.areas, 'Guida delle persone')).toMatchObject({ value: 3.6, level: 'good', inDetail: true });
    expect(byName(rep.areas, 'Pensiero analitico')).toMatchObject({ value: 2.3, level: 'sufficient' });
    expect(byName(rep.areas, 'Guida delle persone').feedback).toContain('ascoltare');
    expect(byName(rep.areas, 'Motivazioni e valori').inDetail).toBe(false);
    expect(rep.radar).toEqual([
      { areaId: byName(rep.areas, 'Guida delle persone').id, name: 'Guida delle persone', value: 4 },
      { areaId: byName(rep.areas, 'Organizzazione del lavoro').id, name: 'Organizzazione del lavoro', value: 3 },
      { areaId: byName(rep.areas, 'Pensiero analitico').id, name: 'Pensiero analitico', value: 2 },
    ]);
    expect(rep.skills.filter((s) => s.star).map((s) => s.name)).toEqual(['Ascolto ed empatia', 'Pianificazione e priorità']);
    expect(rep.suggestions.map((s) => [byName2(rep, s.skillId), s.markers.map((m) => m.name)])).toEqual([
      ['Analisi dei problemi', ['Soluzione dei casi', 'Lettura dei dati']],
      ['Metodo', ['Metodo di lavoro', 'Precisione']],
    ]);
    expect(rep.suggestions[0]!.markers[0]!.text).not.toContain('---');
    expect(rep.suggestions[0]!.markers[0]!.text).toMatch(/^Per ogni problema/);
    const ratingTask = rep.tasks.find((task) => task.markerId === byName(rep.markers, 'Empatia').id);
    expect(ratingTask).toMatchObject({ abbreviation: 'CF', category: 'assessor', value: 5 });
  });

  const byName2 = (rep: IndividualReport, skillId: number) => rep.skills.find((s) => s.id === skillId)?.name;

  it('changes when an outcome changes', async () => {
    const before = await reportOf(luca);
    expect(byName(before.markers, 'Lettura dei dati').value).toBe(2.3);
    const write = await t.app.inject({
      method: 'POST',
      url: `/api/outcomes/${f.campaignId}/${f.testId('RN')}/${f.userId('luca.ferri')}`,
      headers: { cookie: luca },
      payload: {
        values: [
          { name: 'accuracy', value: 5 },
          { name: 'precision', value: 5 },
        ],
      },
    });
    expect(write.statusCode).toBe(200);
    const after = await reportOf(luca);
    expect(byName(after.markers, 'Lettura dei dati').value).toBe(3.5);
    expect(byName(after.markers, 'Precisione').value).toBe(5);
  });

  it("speaks the reader's language", async () => {
    await t.database.db.updateTable('users').set({ lang: 'es' }).where('id', '=', f.userId('sara.conti')).execute();
    const rep = await reportOf(await t.login('sara.conti'));
    expect(rep.lang).toBe('es');
    expect(rep.areas.map((a) => a.name)).toContain('Pensamiento analítico');
  });

  it('gives an empty value, never NaN, to a skill without markers and a marker without evidence', async () => {
    const db = t.database.db;
    const area = await db
      .selectFrom('report_areas')
      .where('campaign_id', '=', f.campaignId)
      .select('id')
      .orderBy('position')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('report_skills')
      .values({ area_id: area.id, position: 9, name: JSON.stringify({ it: 'Vuota' }) })
      .execute();
    const skill = await db
      .insertInto('report_skills')
      .values({ area_id: area.id, position: 10, name: JSON.stringify({ it: 'Senza prove' }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const feedback = JSON.stringify({ insufficient: { it: 'a' }, sufficient: { it: 'b' }, good: { it: 'c' }, excellent: { it: 'd' } });
    await db
      .insertInto('report_markers')
      .values({ skill_id: skill.id, position: 1, name: JSON.stringify({ it: 'Muto' }), feedback, dev_suggestion: JSON.stringify({ it: 'x' }) })
      .execute();
    const response = await get(personal('luca.ferri'), luca);
    expect(response.body).not.toContain('NaN');
    const rep: IndividualReport = response.json().result.rep;
    expect(byName(rep.skills, 'Vuota')).toMatchObject({ value: null, level: null, star: false });
    expect(byName(rep.skills, 'Senza prove').value).toBeNull();
    expect(byName(rep.markers, 'Muto')).toMatchObject({ value: null, feedback: null });
    // The empty skills leave the area's mean alone.
    expect(byName(rep.areas, 'Guida delle persone').value).toBe(3.6);
    await db.deleteFrom('report_skills').where('area_id', '=', area.id).where('position', '>=', 9).execute();
  });

  it("keeps anna's report closed while her campaign is active, and tells her why", async () => {
    const anna = await t.login('anna.rossi');
    await t.database.db.updateTable('users').set({ privacy: true }).where('id', '=', f.userId('anna.rossi')).execute();
    const denied = await get(personal('anna.rossi'), anna);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'REPORT_NOT_AVAILABLE' });
    const config = (await get(`/api/report/${f.campaignId}/config`, anna)).json();
    expect(config).toEqual({
      status: true,
      report: { individualConf: { individual: { canAssessedDownload: true } } },
      available: false,
      canDownload: false,
      noReportText: 'La pagina di report non è ancora attiva. Ti avviseremo quando sarà disponibile.',
    });
    const lucaConfig = (await get(`/api/report/${f.campaignId}/config`, luca)).json();
    expect(lucaConfig).toMatchObject({ available: true, canDownload: true });
  });

  it('opens a report early, with one complete test, in a campaign flagged for it', async () => {
    const db = t.database.db;
    const anna = await t.login('anna.rossi');
    await db.insertInto('report_early_download').values({ campaign_id: f.campaignId }).execute();
    expect((await get(personal('anna.rossi'), anna)).statusCode).toBe(403);
    await db
      .insertInto('user_tests')
      .values({ user_id: f.userId('anna.rossi'), test_id: f.testId('IB'), status: 'complete', version: 2, data: null })
      .execute();
    const rep = await reportOf(anna, 'anna.rossi');
    expect(rep.areas.every((a) => a.value === null)).toBe(true);
    expect(rep.radar.every((p) => p.value === null)).toBe(true);
    await db.deleteFrom('report_early_download').where('campaign_id', '=', f.campaignId).execute();
    await db.deleteFrom('user_tests').where('user_id', '=', f.userId('anna.rossi')).where('test_id', '=', f.testId('IB')).execute();
  });

  it('lets a participant read only their own report, staff any participant of their company', async () => {
    const marco = await t.login('marco.bianchi');
    expect((await get(personal('luca.ferri'), marco)).statusCode).toBe(403);
    const admin = await t.login('admin');
    expect((await get(personal('luca.ferri'), admin)).statusCode).toBe(200);
    // Staff read reports that are not out yet.
    expect((await get(personal('marco.bianchi'), admin)).statusCode).toBe(200);
    expect((await get(`/api/report/${f.campaignId}/individual/personal/${f.userId('nora.villa')}`, admin)).statusCode).toBe(404);
    const irene = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'irene.longo@acme.skillup.test', password: 'Skillup-2026' },
    });
    const ireneCookie = `skillup_session=${irene.cookies.find((c) => c.name === 'skillup_session')!.value}`;
    expect((await get(personal('luca.ferri'), ireneCookie)).statusCode).toBe(404);
    expect((await get(`/api/report/999999/individual/personal/${f.userId('luca.ferri')}`, luca)).statusCode).toBe(404);
    expect((await get(personal('luca.ferri'), null)).statusCode).toBe(401);
  });

  it("lists the campaign's reports, hiding those for assessors from participants", async () => {
    const forLuca = (await get(`/api/reports?campaignId=${f.campaignId}`, luca)).json();
    expect(forLuca.reports).toEqual([expect.objectContaining({ name: 'Report individuale', visibleToAssessorsOnly: false })]);
    const forSara = (await get(`/api/reports?campaignId=${f.campaignId}`, await t.login('sara.conti'))).json();
    expect(forSara.reports.map((r: { visibleToAssessorsOnly: boolean }) => r.visibleToAssessorsOnly)).toEqual([false, true]);
    expect((await get('/api/reports?campaignId=abc', luca)).statusCode).toBe(400);
    expect((await get(`/api/reports?campaignId=${f.campaignId}&extra=1`, luca)).statusCode).toBe(400);
  });
});
