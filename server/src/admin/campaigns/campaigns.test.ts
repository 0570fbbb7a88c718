import { Value } from '@sinclair/typebox/value';
import { AdminCampaignResponse, type AdminCampaignCreateRequest } from '@skillup/shared/api/contract';
import { testDatabases } from '../../test-harness/databases';
import { OPS_TOKEN, startTestApp, type TestApp } from '../../test-harness/test-app';
import { companyIdOf, hrSessions } from '../../test-harness/users';

const draft = (overrides: Partial<AdminCampaignCreateRequest> = {}): AdminCampaignCreateRequest => ({
  languages: [
    { lang: 'it', name: 'Valutazione 2027', description: '<p>Il percorso del <strong>2027</strong>.</p>' },
    { lang: 'en', name: 'Assessment 2027', description: '<p>The 2027 path.</p>' },
  ],
  theme: 'skillup',
  dateStart: '2027-01-10T08:00:00Z',
  dateEnd: '2027-03-31T17:00:00Z',
  ...overrides,
});

describe.each(testDatabases())('HR campaigns: create, read, edit and list on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let acmeAdmin: string;
  let reader: string;
  let demo: number;
  let acme: number;
  const ops = { authorization: `Bearer ${OPS_TOKEN}` };

  beforeAll(async () => {
    t = await startTestApp(target);
    ({ admin, acmeAdmin, reader } = await hrSessions(t));
    demo = await companyIdOf(t, 'demo');
    acme = await companyIdOf(t, 'acme');
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const as = (cookie: string) => ({ cookie });
  const create = async (overrides: Partial<AdminCampaignCreateRequest> = {}, headers: Record<string, string> = as(admin)) => {
    const response = await call('POST', '/admin/campaigns', headers, draft(overrides));
    expect(response.statusCode).toBe(201);
    return response.json().campaign as AdminCampaignResponse['campaign'];
  };
  const campaignCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('campaigns')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('creates a DRAFT in the admin’s company with what was asked and the report defaults', async () => {
    const response = await call(
      'POST',
      '/admin/campaigns',
      as(admin),
      draft({ is360: true, selfEvaluation: true, logo: 'https://cdn.example.com/logo.png' }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Value.Check(AdminCampaignResponse, body)).toBe(true);
    expect(body.tests).toEqual([]);
    expect(body.campaign).toMatchObject({
      companyId: demo,
      state: 'DRAFT',
      reportsReleased: false,
      reportsReleasedAt: null,
      theme: 'skillup',
      dateStart: '2027-01-10T08:00:00.000Z',
      dateEnd: '2027-03-31T17:00:00.000Z',
      privacyAgreement: null,
      onCompleteText: {},
      noReportText: {},
      logo: 'https://cdn.example.com/logo.png',
      is360: true,
      selfEvaluation: true,
      participants: 0,
      report: { canAssessedDownload: false, earlyDownload: false, thresholds: { peers: 3, directReports: 3, others: 3 } },
    });
    expect(body.campaign.languages.map((l: { lang: string }) => l.lang)).toEqual(['it', 'en']);
  });

  it('sanitises the HTML participants read and answers it as they will see it', async () => {
    const campaign = await create({
      privacyAgreement: '<h2>Privacy</h2><p onclick="steal()">Dati <script>alert(1)</script>trattati</p><a href="javascript:alert(1)">x</a>',
      onCompleteText: { it: '<p>Grazie!<img src="x" onerror="alert(1)"></p>', en: '  ' },
      languages: [{ lang: 'it', name: ' Nome ', description: '<p>Testo<iframe src="https://evil.test"></iframe></p>' }],
    });
    expect(campaign.privacyAgreement).toBe('<h2>Privacy</h2><p>Dati trattati</p><a rel="noopener noreferrer">x</a>');
    expect(campaign.onCompleteText).toEqual({ it: '<p>Grazie!<img src="x" /></p>' });
    expect(campaign.languages).toEqual([{ lang: 'it', name: 'Nome', description: '<p>Testo</p>' }]);
    const stored = await t.database.db
      .selectFrom('campaigns')
      .select(['privacy_agreement', 'on_complete_text'])
      .where('id', '=', campaign.id)
      .executeTakeFirstOrThrow();
    expect(stored.privacy_agreement).toBe(campaign.privacyAgreement);
    expect(stored.on_complete_text).toEqual({ it: '<p>Grazie!<img src="x" /></p>' });
  });

  it.each([
    ['the end before the start', { dateEnd: '2027-01-09T08:00:00Z' }, 'END_BEFORE_START'],
    ['the end at the start', { dateEnd: '2027-01-10T08:00:00Z' }, 'END_BEFORE_START'],
    ['a day that does not exist', { dateStart: '2027-02-30' }, 'INVALID_DATE'],
    ['a language twice', { languages: [draft().languages[0]!, draft().languages[0]!] }, 'DUPLICATE_LANGUAGE'],
    ['no language', { languages: [] }, 'BAD_REQUEST'],
    ['a language the product does not speak', { languages: [{ lang: 'fr', name: 'x', description: '' }] }, 'BAD_REQUEST'],
    ['a theme that does not exist', { theme: 'dark' }, 'BAD_REQUEST'],
    ['a javascript: logo', { logo: 'javascript:alert(1)' }, 'BAD_REQUEST'],
    ['a logo with a space', { logo: 'https://exa mple.com' }, 'BAD_REQUEST'],
    ['a logo that is no address', { logo: 'http://[::1' }, 'INVALID_LOGO'],
    ['a threshold of zero', { report: { thresholds: { peers: 0 } } }, 'BAD_REQUEST'],
    ['a property the contract lacks', { state: 'ACTIVE' }, 'BAD_REQUEST'],
  ])('refuses %s with a code and stores nothing', async (_, overrides, code) => {
    const before = await campaignCount();
    const response = await call('POST', '/admin/campaigns', as(admin), draft(overrides as Partial<AdminCampaignCreateRequest>));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, code });
    expect(await campaignCount()).toBe(before);
  });

  it('stores the report settings where the report reads them', async () => {
    const campaign = await create({
      report: { canAssessedDownload: true, earlyDownload: true, thresholds: { peers: 4, directReports: 2, others: 5 } },
    });
    expect(campaign.report).toEqual({ canAssessedDownload: true, earlyDownload: true, thresholds: { peers: 4, directReports: 2, others: 5 } });
    const db = t.database.db;
    expect(await db.selectFrom('report_configs').selectAll().where('campaign_id', '=', campaign.id).executeTakeFirstOrThrow()).toMatchObject({
      can_assessed_download: true,
      threshold_peers: 4,
      threshold_direct_reports: 2,
      threshold_others: 5,
    });
    expect(await db.selectFrom('report_early_download').selectAll().where('campaign_id', '=', campaign.id).executeTakeFirst()).toBeDefined();

    const edited = await call('PATCH', `/admin/campaigns/${campaign.id}`, as(admin), { report: { earlyDownload: false, thresholds: { others: 2 } } });
    expect(edited.json().campaign.report).toEqual({
      canAssessedDownload: true,
      earlyDownload: false,
      thresholds: { peers: 4, directReports: 2, others: 2 },
    });
    expect(await db.selectFrom('report_early_download').selectAll().where('campaign_id', '=', campaign.id).executeTakeFirst()).toBeUndefined();
  });

  it('edits only what the change names, and checks the dates against the stored ones', async () => {
    const campaign = await create();
    const edited = await call('PATCH', `/admin/campaigns/${campaign.id}`, as(admin), {
      theme: 'calendar',
      noReportText: { es: '<p>Aún no</p>' },
      logo: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().campaign).toMatchObject({ ...campaign, theme: 'calendar', noReportText: { es: '<p>Aún no</p>' }, logo: null });

    const early = await call('PATCH', `/admin/campaigns/${campaign.id}`, as(admin), { dateEnd: '2027-01-01' });
    expect(early.statusCode).toBe(400);
    expect(early.json().code).toBe('END_BEFORE_START');
    expect((await call('GET', `/admin/campaigns/${campaign.id}`, as(admin))).json().campaign.dateEnd).toBe(campaign.dateEnd);
  });

  it('keeps a campaign’s data a year after it closes and deletes it after two unless HR says otherwise, never deleting before unlinking', async () => {
    const campaign = await create({ retention: { anonymiseAfterDays: 90 } });
    expect(campaign).toMatchObject({ retention: { anonymiseAfterDays: 90, deleteAfterDays: 730 }, closedAt: null, anonymisedAt: null });
    const edited = await call('PATCH', `/admin/campaigns/${campaign.id}`, as(admin), { retention: { deleteAfterDays: 180 } });
    expect(edited.json().campaign.retention).toEqual({ anonymiseAfterDays: 90, deleteAfterDays: 180 });
    const sooner = await call('PATCH', `/admin/campaigns/${campaign.id}`, as(admin), { retention: { anonymiseAfterDays: 200 } });
    expect(sooner.statusCode).toBe(400);
    expect(sooner.json().code).toBe('RETENTION_ORDER');
    expect((await call('PATCH', `/admin/campaigns/${campaign.id}`, as(admin), { retention: { deleteAfterDays: 0 } })).statusCode).toBe(400);
    expect((await call('PATCH', `/admin/campaigns/${campaign.id}`, as(admin), { retention: { keep: 1 } })).statusCode).toBe(400);
    expect((await call('GET', `/admin/campaigns/${campaign.id}`, as(admin))).json().campaign.retention).toEqual({
      anonymiseAfterDays: 90,
      deleteAfterDays: 180,
    });
  });

  it('lists the company’s campaigns with participants and completion, in one answer', async () => {
    const response = await call('GET', '/admin/campaigns', as(admin));
    expect(response.statusCode).toBe(200);
    const { campaigns } = response.json();
    const leadership = campaigns.find((c: { names: { en?: string } }) => c.names.en === 'Leadership Assessment 2026');
    const db = t.database.db;
    const enrolled = await db
      .selectFrom('user_campaigns')
      .innerJoin('users', 'users.id', 'user_campaigns.user_id')
      .where('campaign_id', '=', leadership.id)
      .where('users.active', '=', true)
      .select('user_id')
      .execute();
    const tests = await db.selectFrom('tests').select('id').where('campaign_id', '=', leadership.id).execute();
    const completed = await db
      .selectFrom('user_tests')
      .where(
        'test_id',
        'in',
        tests.map((x) => x.id),
      )
      .where(
        'user_id',
        'in',
        enrolled.map((x) => x.user_id),
      )
      .where('status', '=', 'complete')
      .select('user_id')
      .execute();
    expect(leadership).toMatchObject({
      companyId: demo,
      state: 'ACTIVE',
      theme: 'skillup',
      participants: enrolled.length,
      tests: tests.length,
      completion: Math.floor((completed.length * 100) / (enrolled.length * tests.length)),
    });
    expect(leadership.completion).toBeGreaterThan(0);
    expect(campaigns.every((c: { companyId: number }) => c.companyId === demo)).toBe(true);
    expect(campaigns.find((c: { state: string }) => c.state === 'DRAFT')).toMatchObject({ participants: 0, completion: 0 });
  });

  it('counts completion as completed tests over participants × tests, only of people enrolled in that campaign', async () => {
    const campaign = await create();
    const db = t.database.db;
    const testIds: number[] = [];
    for (const abbreviation of ['A', 'B']) {
      const response = await call('POST', `/admin/campaigns/${campaign.id}/tests`, as(admin), {
        activity: 'in-basket',
        abbreviation,
        name: { it: abbreviation },
      });
      testIds.push(response.json().test.id);
    }
    const people = await db
      .selectFrom('users')
      .select('id')
      .where('company_id', '=', demo)
      .where('role', '=', 'participant')
      .orderBy('id')
      .limit(3)
      .execute();
    const [enrolledA, enrolledB, outsider] = people.map((p) => p.id) as [number, number, number];
    for (const userId of [enrolledA, enrolledB]) {
      await db
        .insertInto('user_campaigns')
        .values({ user_id: userId, campaign_id: campaign.id, lang: 'it', access_date: null, state: 'ACTIVE' })
        .execute();
    }
    const run = (userId: number, testId: number, status: 'complete' | 'incomplete') =>
      db.insertInto('user_tests').values({ user_id: userId, test_id: testId, status, version: 1, data: null }).execute();
    await run(enrolledA, testIds[0]!, 'complete');
    await run(enrolledB, testIds[0]!, 'incomplete');
    await run(outsider, testIds[1]!, 'complete');
    const listed = (await call('GET', '/admin/campaigns', as(admin))).json().campaigns.find((c: { id: number }) => c.id === campaign.id);
    expect(listed).toMatchObject({ participants: 2, tests: 2, completion: 25 });
    expect((await call('GET', `/admin/campaigns/${campaign.id}`, as(admin))).json().campaign.participants).toBe(2);
  });

  it('counts a participant HR removed (inactive) neither among participants nor in completion', async () => {
    const before = (await call('GET', '/admin/campaigns', as(admin))).json().campaigns;
    const db = t.database.db;
    const luca = await db.selectFrom('users').select('id').where('email', '=', 'luca.ferri@demo.skillup.test').executeTakeFirstOrThrow();
    await db.updateTable('users').set({ active: false }).where('id', '=', luca.id).execute();
    try {
      const after = (await call('GET', '/admin/campaigns', as(admin))).json().campaigns;
      const name = (c: { names: { en?: string } }) => c.names.en === 'Leadership Assessment 2026';
      expect(after.find(name).participants).toBe(before.find(name).participants - 1);
    } finally {
      await db.updateTable('users').set({ active: true }).where('id', '=', luca.id).execute();
    }
  });

  it('gives another company’s campaign as not found, to read and to change', async () => {
    const campaign = await create();
    for (const response of [
      await call('GET', `/admin/campaigns/${campaign.id}`, as(acmeAdmin)),
      await call('PATCH', `/admin/campaigns/${campaign.id}`, as(acmeAdmin), { theme: 'calendar' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('CAMPAIGN_NOT_FOUND');
    }
    const list = (await call('GET', '/admin/campaigns', as(acmeAdmin))).json().campaigns;
    expect(list.every((c: { companyId: number }) => c.companyId === acme)).toBe(true);
    const other = await call('GET', `/admin/campaigns?companyId=${demo}`, as(acmeAdmin));
    expect(other.statusCode).toBe(404);
    const refused = await call('POST', '/admin/campaigns', as(acmeAdmin), { ...draft(), companyId: demo });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('COMPANY_NOT_FOUND');
  });

  it('lets operations create in any company they name, and only when they name one', async () => {
    const missing = await call('POST', '/admin/campaigns', ops, draft());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('COMPANY_REQUIRED');
    const unknown = await call('POST', '/admin/campaigns', ops, { ...draft(), companyId: 999999 });
    expect(unknown.statusCode).toBe(404);
    const campaign = await create({ companyId: acme }, ops);
    expect(campaign.companyId).toBe(acme);
    const all = (await call('GET', '/admin/campaigns', ops)).json().campaigns;
    expect(new Set(all.map((c: { companyId: number }) => c.companyId))).toEqual(new Set([demo, acme]));
    const acmeOnly = (await call('GET', `/admin/campaigns?companyId=${acme}`, ops)).json().campaigns;
    expect(acmeOnly.every((c: { companyId: number }) => c.companyId === acme)).toBe(true);
  });

  it('lets a superassessor read and change nothing', async () => {
    const campaign = await create();
    expect((await call('GET', '/admin/campaigns', as(reader))).statusCode).toBe(200);
    expect((await call('GET', `/admin/campaigns/${campaign.id}`, as(reader))).statusCode).toBe(200);
    const refused = await call('PATCH', `/admin/campaigns/${campaign.id}`, as(reader), { theme: 'calendar' });
    expect(refused.statusCode).toBe(403);
    expect((await call('POST', '/admin/campaigns', as(reader), draft())).statusCode).toBe(403);
    expect((await call('GET', `/admin/campaigns/${campaign.id}`, as(admin))).json().campaign.theme).toBe('skillup');
  });
});
