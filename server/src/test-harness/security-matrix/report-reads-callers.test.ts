import { readsDb } from '../../report/reads/reads-table';
import { testDatabases } from '../databases';
import { OPS_TOKEN, startTestApp, type TestApp } from '../test-app';
import { companyIdOf, hrSessions } from '../users';

/**
 * The callers of the log of report reads that the matrix's five columns do not hold
 * (report-reads-rows.ts): a superassessor, another company's admin, the operations token.
 */
describe.each(testDatabases())('who reads the log of report reads on $name', (target) => {
  let t: TestApp;
  let hr: { admin: string; acmeAdmin: string; reader: string };
  const audit = (headers: Record<string, string>, query = '') => t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers });

  beforeAll(async () => {
    t = await startTestApp(target);
    hr = await hrSessions(t);
    // One read in each company: the admin of each must see their own only.
    const db = t.database.db;
    for (const code of ['demo', 'acme']) {
      const companyId = await companyIdOf(t, code);
      const campaign = await db.selectFrom('campaigns').where('company_id', '=', companyId).select('id').orderBy('id').executeTakeFirstOrThrow();
      const person = await db
        .selectFrom('user_campaigns as uc')
        .innerJoin('users as u', 'u.id', 'uc.user_id')
        .where('uc.campaign_id', '=', campaign.id)
        .where('u.role', '=', 'participant')
        .select('u.id')
        .orderBy('u.id')
        .executeTakeFirstOrThrow();
      await readsDb(db)
        .insertInto('report_reads')
        .values({
          company_id: companyId,
          campaign_id: campaign.id,
          person_id: person.id,
          reader_id: null,
          reader_kind: 'operations',
          reader_name: 'operations',
          kind: 'export',
          address: null,
        })
        .execute();
    }
  });
  afterAll(() => t?.close());

  it('refuses the superassessor', async () => {
    const response = await audit({ cookie: hr.reader });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });

  it("shows each company's admin their own company's lines only, whatever company they ask for", async () => {
    const acme = await companyIdOf(t, 'acme');
    const demo = await companyIdOf(t, 'demo');
    const linesOf = async (cookie: string, query = '') => {
      const response = await audit({ cookie }, query);
      expect(response.statusCode).toBe(200);
      return response.json().reads as { person: { email: string } }[];
    };
    const acmeLines = await linesOf(hr.acmeAdmin, `?companyId=${demo}`);
    expect(acmeLines.length).toBeGreaterThan(0);
    expect(acmeLines.every((read) => read.person.email.endsWith('@acme.skillup.test'))).toBe(true);
    const demoLines = await linesOf(hr.admin, `?companyId=${acme}`);
    expect(demoLines.length).toBeGreaterThan(0);
    expect(demoLines.every((read) => read.person.email.endsWith('@demo.skillup.test'))).toBe(true);
  });

  it('lets the operations token read any company, or all of them', async () => {
    const ops = { authorization: `Bearer ${OPS_TOKEN}` };
    const all = await audit(ops);
    expect(all.statusCode).toBe(200);
    const emails = (all.json().reads as { person: { email: string } }[]).map((read) => read.person.email.split('@')[1]);
    expect(new Set(emails)).toEqual(new Set(['acme.skillup.test', 'demo.skillup.test']));
    const acme = await audit(ops, `?companyId=${await companyIdOf(t, 'acme')}`);
    expect((acme.json().reads as { person: { email: string } }[]).every((read) => read.person.email.endsWith('@acme.skillup.test'))).toBe(true);
  });
});
