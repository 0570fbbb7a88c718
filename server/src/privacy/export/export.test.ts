import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pdfText } from '../../report/pdf-text';
import { readsDb } from '../../report/reads/reads-table';
import { mailsDb } from '../../campaign-mail/mails-table';
import { testDatabases } from '../../test-harness/databases';
import { leadershipFixture, type LeadershipFixture } from '../../test-harness/leadership-fixture';
import { OPS_TOKEN, persona, startTestApp, type TestApp } from '../../test-harness/test-app';
import { hrSessions, insertEnrolledUser, loginAs } from '../../test-harness/users';

/** The files of a zip, by name, as unzip (Info-ZIP) reads them back. */
function unzipAll(zip: Buffer): Map<string, Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'export-zip-'));
  try {
    const path = join(dir, 'export.zip');
    writeFileSync(path, zip);
    const names = execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' }).split('\n').filter(Boolean);
    return new Map(names.map((name) => [name, execFileSync('unzip', ['-p', path, name], { maxBuffer: 64 * 1024 * 1024 })]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

jest.setTimeout(120_000);

describe.each(testDatabases())('the export of a person’s data on $name', (target) => {
  let t: TestApp;
  let f: LeadershipFixture;
  let hr: { admin: string; acmeAdmin: string; reader: string };
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const exportOf = (userId: number) => `/api/admin/people/${userId}/export`;

  beforeAll(async () => {
    t = await startTestApp(target);
    f = await leadershipFixture(t);
    hr = await hrSessions(t);
  });
  afterAll(() => t?.close());

  const exportReads = (personId: number) =>
    readsDb(t.database.db)
      .selectFrom('report_reads')
      .where('person_id', '=', personId)
      .where('kind', '=', 'export')
      .select(['campaign_id', 'reader_id', 'reader_kind', 'reader_name'])
      .orderBy('id')
      .execute();

  async function downloaded(url: string, headers: Record<string, string>, userId: number) {
    const response = await get(url, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="skillup-data-${userId}.zip"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const files = unzipAll(response.rawPayload);
    const text = files.get('data.json')!.toString('utf8');
    return { files, text, data: JSON.parse(text) };
  }

  /** Nothing secret of the account is in the file: no hash, no token, no session id. */
  async function holdsNoSecret(text: string, userId: number) {
    const db = t.database.db;
    const { password_hash } = await db.selectFrom('users').where('id', '=', userId).select('password_hash').executeTakeFirstOrThrow();
    expect(text).not.toContain(password_hash);
    expect(text).not.toMatch(/password_?hash|\$argon2/i);
    for (const session of await db.selectFrom('sessions').where('user_id', '=', userId).select('id').execute())
      expect(text).not.toContain(session.id);
    expect(text).not.toMatch(/token/i);
  }

  it('gives luca his data and his report, and logs the report as read by himself', async () => {
    const luca = f.userId('luca.ferri');
    const cookie = await t.login('luca.ferri');
    const { files, text, data } = await downloaded('/api/me/export', { cookie }, luca);

    expect(data.profile).toMatchObject({
      id: luca,
      email: persona('luca.ferri'),
      firstName: 'Luca',
      role: 'participant',
      company: expect.any(String),
    });
    expect(data.profile).toHaveProperty('signsInWithSso', false);
    expect(data.profile).toHaveProperty('privacyConsent', true);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(Object.keys(data.sessions[0]).sort()).toEqual(['expiresAt', 'signedInAt', 'userAgent']);
    expect(data.campaigns).toContainEqual(expect.objectContaining({ id: f.campaignId, yourState: 'REPORT' }));
    expect(data.tests.length).toBeGreaterThan(0);
    expect(data.tests.every((test: { status: string }) => test.status === 'complete')).toBe(true);
    expect(data.outcomes.length).toBeGreaterThan(0);
    // His 360 raters are counted, never named.
    expect(data.feedback360.evaluationsOfYou).toContainEqual(expect.objectContaining({ campaignId: f.campaignId }));
    expect(text).not.toContain('giorgio.sala');
    await holdsNoSecret(text, luca);

    const pdfs = [...files.keys()].filter((name) => name.startsWith('reports/'));
    expect(pdfs).toEqual([expect.stringMatching(new RegExp(`^reports/report-${f.campaignId}-ferri-luca\\.pdf$`))]);
    const pdf = files.get(pdfs[0]!)!;
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pdfText(pdf)).toContain('Ferri');

    expect(await exportReads(luca)).toEqual([{ campaign_id: f.campaignId, reader_id: luca, reader_kind: 'self', reader_name: 'Luca Ferri' }]);
  });

  it('gives anna her data without a report that is not out yet, consent or not', async () => {
    const anna = f.userId('anna.rossi');
    const { files, data, text } = await downloaded('/api/me/export', { cookie: await t.login('anna.rossi') }, anna);
    expect([...files.keys()]).toEqual(['data.json']);
    expect(data.profile).toMatchObject({ email: persona('anna.rossi'), privacyConsent: false });
    await holdsNoSecret(text, anna);
    expect(await exportReads(anna)).toEqual([]);
  });

  it('gives marco the answers he gave as a rater, grouped by question, without whom they were about', async () => {
    const marco = f.userId('marco.bianchi');
    const db = t.database.db;
    // A rating of his with an open answer, about someone named nowhere else in his data.
    const evaluated = await insertEnrolledUser(t, {
      companyId: (await db.selectFrom('users').where('id', '=', marco).select('company_id').executeTakeFirstOrThrow()).company_id,
      email: 'zeno.quartararo@demo.skillup.test',
      firstName: 'Zeno',
      lastName: 'Quartararo',
      campaignIds: [f.campaignId],
    });
    await db
      .insertInto('feedback360_relations')
      .values({ campaign_id: f.campaignId, evaluator_id: marco, evaluated_id: evaluated.id, relation_type: 1, status: 'y' })
      .execute();
    const [closed, open] = await Promise.all(
      (['closed', 'open'] as const).map((kind) =>
        db
          .selectFrom('feedback360_questions')
          .where('campaign_id', '=', f.campaignId)
          .where('kind', '=', kind)
          .select('id')
          .orderBy('position')
          .executeTakeFirstOrThrow(),
      ),
    );
    await db
      .insertInto('feedback360_answers')
      .values([
        {
          campaign_id: f.campaignId,
          evaluator_id: marco,
          evaluated_id: evaluated.id,
          question_id: closed!.id,
          answer_id: null,
          value: 4,
          text_value: null,
        },
        {
          campaign_id: f.campaignId,
          evaluator_id: marco,
          evaluated_id: evaluated.id,
          question_id: open!.id,
          answer_id: null,
          value: null,
          text_value: 'Ascolta sempre.',
        },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();

    const { data, text } = await downloaded('/api/me/export', { cookie: await t.login('marco.bianchi') }, marco);
    const given = data.feedback360.answersGivenAsRater as {
      campaignId: number;
      questionId: number;
      kind: string;
      question: string;
      answers: object[];
    }[];
    expect(given.find((q) => q.questionId === open!.id)).toMatchObject({
      campaignId: f.campaignId,
      kind: 'open',
      answers: expect.arrayContaining([{ text: 'Ascolta sempre.' }]),
    });
    expect(given.find((q) => q.questionId === closed!.id)?.answers).toContainEqual(expect.objectContaining({ value: 4 }));
    for (const question of given) expect(Object.keys(question).sort()).toEqual(['answers', 'campaignId', 'kind', 'question', 'questionId']);

    // Nobody he rated is named, or numbered, anywhere in the file.
    const rated = await db
      .selectFrom('feedback360_relations as r')
      .innerJoin('users as u', 'u.id', 'r.evaluated_id')
      .where('r.evaluator_id', '=', marco)
      .where('r.evaluated_id', '!=', marco)
      .select(['u.id', 'u.first_name', 'u.last_name', 'u.email'])
      .execute();
    expect(rated.length).toBeGreaterThan(1);
    for (const person of rated) {
      expect(text).not.toContain(person.email);
      expect(text).not.toContain(person.last_name);
    }
    expect(text).not.toMatch(/"evaluated(Id)?"\s*:/i);
    // An answer holds what was answered, and nothing else: no id of whom it was about.
    const answerKeys = new Set(given.flatMap((q) => q.answers.flatMap((a) => Object.keys(a))));
    expect([...answerKeys].sort()).toEqual(['column', 'item', 'label', 'text', 'value']);
    expect(data.feedback360.evaluationsByYou).toContainEqual(expect.objectContaining({ campaignId: f.campaignId, done: expect.any(Number) }));
  });

  it('lets the company admin export luca, every report as HR reads it, logged as a read by staff', async () => {
    const luca = f.userId('luca.ferri');
    const before = (await exportReads(luca)).length;
    const { files, data, text } = await downloaded(exportOf(luca), { cookie: hr.admin }, luca);
    expect(data.profile.email).toBe(persona('luca.ferri'));
    await holdsNoSecret(text, luca);
    const pdfs = [...files.keys()].filter((name) => name.endsWith('.pdf'));
    expect(pdfs.length).toBe(1);
    expect(files.get(pdfs[0]!)!.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const admin = await t.database.db.selectFrom('users').where('email', '=', persona('admin')).select('id').executeTakeFirstOrThrow();
    expect((await exportReads(luca)).slice(before)).toEqual([
      expect.objectContaining({ campaign_id: f.campaignId, reader_id: admin.id, reader_kind: 'staff' }),
    ]);

    // Luca then finds that read among the reads of his reports by others.
    const again = await downloaded('/api/me/export', { cookie: await t.login('luca.ferri') }, luca);
    expect(again.data.reportReadsByOthers).toContainEqual(
      expect.objectContaining({ campaignId: f.campaignId, what: 'export', reader: expect.objectContaining({ kind: 'staff' }) }),
    );
  });

  it('holds the mails sent to the person about their campaigns', async () => {
    const luca = f.userId('luca.ferri');
    await mailsDb(t.database.db)
      .insertInto('campaign_mails')
      .values({
        campaign_id: f.campaignId,
        user_id: luca,
        kind: 'invitation',
        planned_at: '2026-03-02T08:00:00.000Z',
        state: 'sent',
        sent_at: '2026-03-02T08:00:05.000Z',
        message_id: '<relay-id@mail.test>',
      })
      .execute();
    const { data } = await downloaded('/api/me/export', { cookie: await t.login('luca.ferri') }, luca);
    expect(data.campaignMails).toEqual([
      {
        campaignId: f.campaignId,
        campaign: expect.any(String),
        kind: 'invitation',
        state: 'sent',
        plannedAt: '2026-03-02T08:00:00.000Z',
        sentAt: '2026-03-02T08:00:05.000Z',
        error: null,
      },
    ]);
  });

  it('gives HR the reports the person could not download yet', async () => {
    const anna = f.userId('anna.rossi');
    const { files } = await downloaded(exportOf(anna), { cookie: hr.admin }, anna);
    expect([...files.keys()].filter((name) => name.endsWith('.pdf')).length).toBe(1);
    expect(await exportReads(anna)).toEqual([expect.objectContaining({ reader_kind: 'staff' })]);
  });

  it('lets operations export anyone, logged as a read by operations', async () => {
    const luca = f.userId('luca.ferri');
    await downloaded(exportOf(luca), { authorization: `Bearer ${OPS_TOKEN}` }, luca);
    expect((await exportReads(luca)).at(-1)).toEqual({
      campaign_id: f.campaignId,
      reader_id: null,
      reader_kind: 'operations',
      reader_name: 'operations',
    });
  });

  it('refuses the superassessor, a participant and anyone signed out; HR of another company does not find the person', async () => {
    const luca = f.userId('luca.ferri');
    const before = (await exportReads(luca)).length;
    expect((await get(exportOf(luca), { cookie: hr.reader })).statusCode).toBe(403);
    expect((await get(exportOf(luca), { cookie: await t.login('anna.rossi') })).statusCode).toBe(403);
    expect((await get(exportOf(luca))).statusCode).toBe(401);
    expect((await get('/api/me/export')).statusCode).toBe(401);
    const foreign = await get(exportOf(luca), { cookie: hr.acmeAdmin });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('PERSON_NOT_FOUND');
    const irene = await t.database.db.selectFrom('users').where('email', '=', 'irene.longo@acme.skillup.test').select('id').executeTakeFirstOrThrow();
    expect((await get(exportOf(irene.id), { cookie: hr.admin })).statusCode).toBe(404);
    expect((await get(exportOf(999_999), { cookie: hr.admin })).statusCode).toBe(404);
    expect((await get(`${exportOf(luca)}?x=1`, { cookie: hr.admin })).statusCode).toBe(200);
    expect((await get('/api/admin/people/abc/export', { cookie: hr.admin })).statusCode).toBe(400);
    expect((await get('/api/me/export?userId=1', { cookie: await loginAs(t, persona('luca.ferri')) })).statusCode).toBe(400);
    expect((await exportReads(luca)).length).toBe(before + 1);
  });
});
