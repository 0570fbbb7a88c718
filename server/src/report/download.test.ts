import { testDatabases } from '../test-harness/databases';
import { startTestApp, type TestApp } from '../test-harness/test-app';
import { leadershipFixture, type LeadershipFixture } from '../test-harness/leadership-fixture';
import { pdfPages } from './pdf-text';

describe.each(testDatabases())('the report PDF downloads on $name', (target) => {
  let t: TestApp;
  let f: LeadershipFixture;
  let luca: string;
  let sara: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    f = await leadershipFixture(t);
    luca = await t.login('luca.ferri');
    sara = await t.login('sara.conti');
  });
  afterAll(() => t?.close());

  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const personal = (user: string) => `/api/report/${f.campaignId}/individual/personal/${f.userId(user)}/download`;
  const hr = (user: string) => `/api/report/${f.campaignId}/individual/hr/${f.userId(user)}/download`;

  it('gives luca his own report as a PDF computed from his results', async () => {
    const response = await get(personal('luca.ferri'), luca);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="report-${f.campaignId}-ferri-luca.pdf"`);
    const text = pdfPages(response.rawPayload).join('\n');
    expect(text).toContain('Luca Ferri');
    expect(text).toContain('Sintesi qualitativa per profilo di area');
    expect(text).toContain('Guida delle persone 3.6');
    expect(text).toContain('Presidio buono');
    expect(text).toContain('Ascolto ed empatia 4.1 ★ Punto di forza');
    expect(text).toContain('Per ogni problema elenca vincoli e conseguenze prima di proporre la soluzione.');
    expect(text).not.toContain('I cinque perché');
  });

  it('refuses the download before the report is out, and when the config does not allow it', async () => {
    await t.database.db.updateTable('users').set({ privacy: true }).where('id', '=', f.userId('anna.rossi')).execute();
    const anna = await t.login('anna.rossi');
    expect((await get(personal('anna.rossi'), anna)).json()).toMatchObject({ code: 'REPORT_NOT_AVAILABLE' });
    await t.database.db.updateTable('report_configs').set({ can_assessed_download: false }).where('campaign_id', '=', f.campaignId).execute();
    expect((await get(personal('luca.ferri'), luca)).statusCode).toBe(403);
    // Reading it on screen stays allowed.
    expect((await get(`/api/report/${f.campaignId}/individual/personal/${f.userId('luca.ferri')}`, luca)).statusCode).toBe(200);
    await t.database.db.updateTable('report_configs').set({ can_assessed_download: true }).where('campaign_id', '=', f.campaignId).execute();
  });

  it('lets staff download any participant of their company in their own language, nobody else', async () => {
    await t.database.db.updateTable('users').set({ lang: 'es' }).where('id', '=', f.userId('sara.conti')).execute();
    const response = await get(hr('luca.ferri'), await t.login('sara.conti'));
    expect(response.statusCode).toBe(200);
    const text = pdfPages(response.rawPayload).join('\n');
    expect(text).toContain('Informe individual');
    expect(text).toContain('Síntesis cualitativa por perfil de área');
    expect((await get(hr('luca.ferri'), luca)).statusCode).toBe(403);
    expect((await get(hr('nora.villa'), sara)).statusCode).toBe(404);
  });

  it('runs a report of the list for the caller, or for a participant when staff ask', async () => {
    const reports = await t.database.db
      .selectFrom('jasper_reports')
      .where('campaign_id', '=', f.campaignId)
      .select(['id', 'visible_to_assessors_only'])
      .orderBy('id')
      .execute();
    const open = reports.find((r) => !r.visible_to_assessors_only)!.id;
    const staffOnly = reports.find((r) => r.visible_to_assessors_only)!.id;
    const own = await get(`/api/reports/${open}/run/${f.campaignId}`, luca);
    expect(own.statusCode).toBe(200);
    expect(pdfPages(own.rawPayload).join('\n')).toContain('Luca Ferri');
    expect((await get(`/api/reports/${staffOnly}/run/${f.campaignId}`, luca)).statusCode).toBe(404);
    expect((await get(`/api/reports/${staffOnly}/run/${f.campaignId}/${f.userId('luca.ferri')}`, sara)).statusCode).toBe(200);
    expect((await get(`/api/reports/${open}/run/${f.campaignId}/${f.userId('marco.bianchi')}`, luca)).statusCode).toBe(403);
  });
});
