import Papa from 'papaparse';
import { testDatabases } from '../../test-harness/databases';
import { startTestApp, type TestApp } from '../../test-harness/test-app';
import { progressFixture, type ProgressFixture } from '../../test-harness/progress-fixture';

describe.each(testDatabases())('the progress grid as CSV on $name', (target) => {
  let t: TestApp;
  let f: ProgressFixture;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    f = await progressFixture(t);
    admin = await t.login('admin');
  });
  afterAll(() => t?.close());

  const download = (query = '', headers: Record<string, string> = { accept: 'text/csv' }) =>
    t.app.inject({ method: 'GET', url: `/api/admin/campaigns/${f.campaignId}/progress${query}`, headers: { cookie: admin, ...headers } });
  const rowsOf = (body: string) => Papa.parse<string[]>(body.slice(1), { skipEmptyLines: true }).data;

  it('answers the whole view as an attachment in UTF-8 with a BOM, headings in the caller’s language', async () => {
    const response = await download('?pageSize=2&page=3');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="progress-${f.campaignId}.csv"`);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...lines] = rowsOf(response.body);
    expect(header).toEqual([
      'Cognome',
      'Nome',
      'E-mail',
      'Team',
      'Responsabile',
      'Attivo',
      'Primo - stato',
      'Primo - ultimo salvataggio (UTC)',
      'Secondo - stato',
      'Secondo - ultimo salvataggio (UTC)',
      'Terzo - stato',
      'Terzo - ultimo salvataggio (UTC)',
      'Test completati',
      'Stato',
    ]);
    expect(lines).toHaveLength(8);
    expect(lines.find((l) => l[1] === 'Carla')).toEqual([
      'Bassi',
      'Carla',
      f.email('carla'),
      'Sales',
      'Bruno Abate',
      'sì',
      'Completato',
      '2026-01-12 10:00',
      'In corso',
      '2026-02-12 10:00',
      'Non iniziato',
      '',
      '1',
      'In corso',
    ]);
    expect(lines.find((l) => l[2] === f.email('lea'))!.slice(0, 2)).toEqual(['Gioè', 'Léa']);
  });

  it('neutralises the cells that start like a formula', async () => {
    const lines = rowsOf((await download('?team=%40team')).body).slice(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.slice(0, 4)).toEqual(['\'=HYPERLINK("http://x.test")', "'-2+3", f.email('gaia'), "'@team"]);
  });

  it('keeps the filters and the order of the view, and speaks the language asked for', async () => {
    const response = await download('?format=csv&lang=en&sort=completed&order=desc&team=Sales', {});
    const [header, ...lines] = rowsOf(response.body);
    expect(header!.slice(0, 2)).toEqual(['Last name', 'First name']);
    expect(header).toContain('Second - last saved (UTC)');
    expect(lines.map((l) => l[1])).toEqual(['Bruno', 'Carla', 'Dario']);
    expect(lines[0]!.slice(-2)).toEqual(['3', 'Complete']);
  });

  it('answers JSON when asked for it, whatever the Accept header, and refuses a bad sort before any file', async () => {
    const json = await download('?format=json');
    expect(json.headers['content-type']).toMatch(/application\/json/);
    const refused = await download('?sort=date:360');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'UNKNOWN_SORT_TEST' });
  });
});
