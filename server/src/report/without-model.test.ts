import { testDatabases } from '../test-harness/databases';
import { leadershipFixture, type LeadershipFixture } from '../test-harness/leadership-fixture';
import { insertCampaignRow, insertTestRow } from '../test-harness/test-rows';
import { startTestApp, type TestApp } from '../test-harness/test-app';
import { pdfText } from './pdf-text';

/** A campaign made in the HR console has no competency model (docs/areas/report.md, "The PDF"). */
describe.each(testDatabases())('the report of a campaign without a competency model on $name', (target) => {
  let t: TestApp;
  let f: LeadershipFixture;
  let campaignId: number;
  let luca: string;
  const tests: Record<'first' | 'second' | 'third', number> = { first: 0, second: 0, third: 0 };

  beforeAll(async () => {
    t = await startTestApp(target);
    f = await leadershipFixture(t);
    const db = t.database.db;
    const { company_id: companyId } = await db.selectFrom('campaigns').where('id', '=', f.campaignId).select('company_id').executeTakeFirstOrThrow();
    campaignId = await insertCampaignRow(db, companyId, {
      state: 'CLOSED',
      reports_released_at: new Date('2026-07-01T08:00:00Z'),
      languages: JSON.stringify([
        { lang: 'it', name: 'Campagna dalla console', description: '' },
        { lang: 'en', name: 'Console campaign', description: '' },
      ]),
    });
    const name = (it: string, en: string, es: string) => JSON.stringify({ it, en, es });
    tests.first = await insertTestRow(db, campaignId, { name: name('Casella di posta', 'In-tray', 'Bandeja de entrada'), position: 1 });
    tests.second = await insertTestRow(db, campaignId, { name: name('Caso aziendale', 'Business case', 'Caso de empresa'), position: 2 });
    tests.third = await insertTestRow(db, campaignId, { name: name('Questionario', 'Questionnaire', 'Cuestionario'), position: 3 });
    await db
      .insertInto('user_campaigns')
      .values({ user_id: f.userId('luca.ferri'), campaign_id: campaignId, lang: 'it', access_date: null, state: 'REPORT' })
      .execute();
    await db
      .insertInto('user_tests')
      .values([
        { user_id: f.userId('luca.ferri'), test_id: tests.first, status: 'complete', version: 3, data: null, updated_at: '2026-06-15T09:30:00Z' },
        { user_id: f.userId('luca.ferri'), test_id: tests.second, status: 'incomplete', version: 1, data: '{}', updated_at: '2026-06-20T10:00:00Z' },
      ])
      .execute();
    await db.insertInto('report_configs').values({ campaign_id: campaignId, can_assessed_download: true }).execute();
    luca = await t.login('luca.ferri');
  });
  afterAll(() => t?.close());

  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  it("gives the participant a PDF of their tests, each in their language, whether complete and when, without the model's empty headings", async () => {
    const response = await get(`/api/report/${campaignId}/individual/personal/${f.userId('luca.ferri')}/download`, luca);
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Report individuale');
    expect(text).toContain('Luca Ferri · Campagna dalla console');
    expect(text).toContain('Attività della campagna');
    expect(text).toContain('Questa campagna non prevede un modello di competenze');
    expect(text).toContain('Casella di posta: Completata il 15 giugno 2026');
    expect(text).toContain('Caso aziendale: In corso');
    expect(text).toContain('Questionario: Da iniziare');
    for (const empty of ['Profilo per area', 'Sintesi qualitativa per profilo di area', 'Risultati in dettaglio', 'Suggerimenti di sviluppo']) {
      expect(text).not.toContain(empty);
    }
  });

  it("gives staff the same list in the staff member's language", async () => {
    await t.database.db.updateTable('users').set({ lang: 'en' }).where('id', '=', f.userId('sara.conti')).execute();
    const response = await get(`/api/report/${campaignId}/individual/hr/${f.userId('luca.ferri')}/download`, await t.login('sara.conti'));
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Individual report');
    expect(text).toContain('Campaign activities');
    expect(text).toContain('In-tray: Completed on 15 June 2026');
    expect(text).toContain('Business case: In progress');
    expect(text).toContain('Questionnaire: Not started');
    expect(text).not.toContain('Detailed results');
  });

  it('keeps the completion date out of the report the page reads', async () => {
    const response = await get(`/api/report/${campaignId}/individual/personal/${f.userId('luca.ferri')}`, luca);
    expect(response.statusCode).toBe(200);
    const { rep } = response.json().result;
    expect(rep.areas).toEqual([]);
    expect(rep.tests.map((test: { name: string; status: string }) => [test.name, test.status])).toEqual([
      ['Casella di posta', 'complete'],
      ['Caso aziendale', 'incomplete'],
      ['Questionario', 'not attempted'],
    ]);
    expect(JSON.stringify(rep)).not.toContain('2026-06-15');
  });
});
