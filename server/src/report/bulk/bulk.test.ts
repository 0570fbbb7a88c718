import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { hashPassword } from '../../auth/password';
import type { Role } from '../../db/schema';
import { createSession } from '../../auth/sessions';
import { leadershipFixture, type LeadershipFixture } from '../../test-harness/leadership-fixture';
import { testDatabases } from '../../test-harness/databases';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../../test-harness/test-app';
import { pdfPages } from '../pdf-text';
import { readsDb } from '../reads/reads-table';
import { bulkDb } from './jobs-table';
import { storedZipSize } from './zip-chunks';

/** The names in a zip and the bytes of one of its files, as unzip (Info-ZIP) reads them. */
function readZip(zip: Buffer, entry?: string): { names: string[]; file?: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'report-zip-'));
  try {
    const path = join(dir, 'reports.zip');
    writeFileSync(path, zip);
    const names = execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' }).split('\n').filter(Boolean);
    return { names, file: entry ? execFileSync('unzip', ['-p', path, entry], { maxBuffer: 64 * 1024 * 1024 }) : undefined };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The files left in the zips' folder once the worker has removed what it built from (just after the job is done). */
async function filesLeft(dir: string, keep: (name: string) => boolean): Promise<string[]> {
  const left = () => readdirSync(dir).filter(keep);
  for (let round = 0; round < 100 && left().length > 0; round++) await new Promise((r) => setTimeout(r, 50));
  return left();
}

/** Ten PDFs drawn one after the other: generous, for a machine busy with other work. */
const BUILD_TIMEOUT_MS = 240_000;
jest.setTimeout(BUILD_TIMEOUT_MS + 60_000);

describe.each(testDatabases())('all reports of a campaign as a zip on $name', (target) => {
  let t: TestApp;
  let f: LeadershipFixture;
  let admin: string;
  const bulk = () => `/api/report/${f.campaignId}/bulk`;
  const request = (method: 'GET' | 'POST', url: string, cookie: string) => t.app.inject({ method, url, headers: { cookie } });

  beforeAll(async () => {
    t = await startTestApp(target);
    f = await leadershipFixture(t);
    admin = await t.login('admin');
  });
  afterAll(() => t?.close());

  /** Polls the campaign's latest job as the page does, until it is no longer under way. */
  async function settled(cookie = admin) {
    const deadline = Date.now() + BUILD_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const { job } = (await request('GET', bulk(), cookie)).json();
      if (job && job.state !== 'queued' && job.state !== 'running') return job;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the job did not finish');
  }

  const participants = async () =>
    (
      await t.database.db
        .selectFrom('user_campaigns as uc')
        .innerJoin('users as u', 'u.id', 'uc.user_id')
        .where('uc.campaign_id', '=', f.campaignId)
        .select('u.role')
        .execute()
    ).filter((r) => !['assessor', 'admin', 'superassessor'].includes(r.role.toLowerCase())).length;

  it('builds every participant’s report into a zip that the admin downloads', async () => {
    expect((await request('GET', bulk(), admin)).json()).toEqual({ status: true, job: null });
    const started = await request('POST', bulk(), admin);
    expect(started.statusCode).toBe(202);
    expect(started.json().job).toMatchObject({ campaignId: f.campaignId, state: expect.stringMatching(/^(queued|running)$/), done: 0 });

    const job = await settled();
    const expected = await participants();
    expect(job).toMatchObject({ id: started.json().job.id, state: 'done', total: expected, done: expected });
    expect(Date.parse(job.expiresAt)).toBeGreaterThan(Date.now());

    const download = await request('GET', `${bulk()}/${job.id}/download`, admin);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(Number(download.headers['content-length'])).toBe(download.rawPayload.length);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="reports-${f.campaignId}-${job.id}.zip"`);
    const lucaName = `report-${f.campaignId}-ferri-luca.pdf`;
    const { names, file } = readZip(download.rawPayload, lucaName);
    expect(names).toHaveLength(expected);
    expect(names).toEqual(expect.arrayContaining([lucaName, `report-${f.campaignId}-rossi-anna.pdf`]));
    expect(names.some((n) => n.includes('conti-sara'))).toBe(false);
    expect(file!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfPages(file!).join('\n');
    expect(text).toContain('Luca Ferri');
    expect(text).toContain('Guida delle persone 3.6');

    // Downloading the zip is a read of every report in it (docs/areas/report.md, "Who read whose report").
    const reads = await readsDb(t.database.db)
      .selectFrom('report_reads')
      .where('campaign_id', '=', f.campaignId)
      .where('kind', '=', 'bulkZip')
      .select(['person_id', 'reader_kind'])
      .execute();
    expect(reads).toHaveLength(expected);
    expect(reads).toContainEqual({ person_id: f.userId('luca.ferri'), reader_kind: 'staff' });

    // Kept in the database, not on this process's disk: another process, which built nothing,
    // serves the same zip.
    expect(await filesLeft(t.settings.reportBulkDir, (name) => name.includes(`job-${job.id}.`))).toEqual([]);
    const replica = await t.replica();
    const elsewhere = await replica.inject({ method: 'GET', url: `${bulk()}/${job.id}/download`, headers: { cookie: admin } });
    await replica.close();
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.rawPayload.equals(download.rawPayload)).toBe(true);
  });

  it('answers the job under way instead of starting a second one', async () => {
    const db = bulkDb(t.database.db);
    const waiting = await db
      .insertInto('report_bulk_jobs')
      .values({ campaign_id: f.campaignId, requested_by: f.userId('admin'), lang: 'it', state: 'running', heartbeat_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const again = await request('POST', bulk(), admin);
    expect(again.statusCode).toBe(202);
    expect(again.json().job.id).toBe(waiting.id);
    await db.updateTable('report_bulk_jobs').set({ state: 'failed' }).where('id', '=', waiting.id).execute();
  });

  it('takes up again a job left running by a process that died, from the start', async () => {
    const db = bulkDb(t.database.db);
    const orphan = await db
      .insertInto('report_bulk_jobs')
      .values({
        campaign_id: f.campaignId,
        requested_by: f.userId('admin'),
        lang: 'en',
        state: 'running',
        done: 2,
        total: 5,
        attempts: 1,
        heartbeat_at: sql<Date>`now() - interval '10 minutes'`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    t.app.reportBulkWorker.wake();
    const job = await settled();
    expect(job).toMatchObject({ id: orphan.id, state: 'done', done: await participants() });
    const row = await db.selectFrom('report_bulk_jobs').where('id', '=', orphan.id).select('attempts').executeTakeFirstOrThrow();
    expect(row.attempts).toBe(2);
    // Written in the requester's language of the job.
    const download = await request('GET', `${bulk()}/${job.id}/download`, admin);
    const { file } = readZip(download.rawPayload, `report-${f.campaignId}-ferri-luca.pdf`);
    expect(pdfPages(file!).join('\n')).toContain('Individual report');
  });

  it('gives up a job that keeps bringing its worker down', async () => {
    const db = bulkDb(t.database.db);
    const doomed = await db
      .insertInto('report_bulk_jobs')
      .values({
        campaign_id: f.campaignId,
        requested_by: f.userId('admin'),
        lang: 'it',
        state: 'running',
        attempts: 3,
        heartbeat_at: sql<Date>`now() - interval '10 minutes'`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const leftover = join(t.settings.reportBulkDir, `campaign-${f.campaignId}-job-${doomed.id}.zip.part`);
    writeFileSync(leftover, 'half a zip');
    t.app.reportBulkWorker.wake();
    expect(await settled()).toMatchObject({ id: doomed.id, state: 'failed' });
    expect(existsSync(leftover)).toBe(false);
  });

  it('removes the zip when its time is up; the download then answers 410', async () => {
    const started = (await request('POST', bulk(), admin)).json().job;
    const job = await settled();
    expect(job).toMatchObject({ id: started.id, state: 'done' });
    const stored = () => storedZipSize(t.database.db, job.id);
    expect(await stored()).toBeGreaterThan(0);
    await bulkDb(t.database.db)
      .updateTable('report_bulk_jobs')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', job.id)
      .execute();
    t.app.reportBulkWorker.wake();
    for (let round = 0; round < 100 && (await stored()) !== null; round++) await new Promise((r) => setTimeout(r, 50));
    expect(await stored()).toBeNull();
    expect((await request('GET', bulk(), admin)).json().job).toMatchObject({ id: job.id, state: 'expired' });
    expect((await request('GET', `${bulk()}/${job.id}/download`, admin)).json()).toMatchObject({ code: 'BULK_EXPIRED' });
  });

  it('answers 409 for a zip not built yet and 404 for a job of another campaign', async () => {
    const db = bulkDb(t.database.db);
    const other = await t.database.db.selectFrom('campaigns').where('id', '<>', f.campaignId).select('id').executeTakeFirstOrThrow();
    const foreignJob = await db
      .insertInto('report_bulk_jobs')
      .values({ campaign_id: other.id, requested_by: f.userId('admin'), lang: 'it', state: 'failed' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await request('GET', `${bulk()}/${foreignJob.id}/download`, admin)).statusCode).toBe(404);
    const running = await db
      .insertInto('report_bulk_jobs')
      .values({ campaign_id: f.campaignId, requested_by: f.userId('admin'), lang: 'it', state: 'running', heartbeat_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const early = await request('GET', `${bulk()}/${running.id}/download`, admin);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'BULK_NOT_READY' });
    await db.updateTable('report_bulk_jobs').set({ state: 'failed' }).where('id', '=', running.id).execute();
    for (const bad of ['abc', '0', '-1', '99999999999']) expect((await request('GET', `${bulk()}/${bad}/download`, admin)).statusCode).toBe(400);
    expect((await request('POST', '/api/report/abc/bulk', admin)).statusCode).toBe(400);
    expect((await request('POST', '/api/report/999999/bulk', admin)).statusCode).toBe(404);
  });

  it('is for the company’s admin and superassessor only', async () => {
    const db = t.database.db;
    const other = await db.insertInto('companies').values({ name: 'Other Company', logo: null }).returning('id').executeTakeFirstOrThrow();
    const password_hash = await hashPassword(DEMO_PASSWORD);
    const { company_id: ownCompany } = await db.selectFrom('campaigns').where('id', '=', f.campaignId).select('company_id').executeTakeFirstOrThrow();
    // Signing in needs a campaign of one's own; a session opened directly is what it would give.
    const staffSession = async (email: string, company_id: number, role: Role) => {
      const { id } = await db
        .insertInto('users')
        .values({ email, company_id, role, password_hash, first_name: 'X', last_name: 'Y', gender: null, lang: 'it', privacy: true })
        .returning('id')
        .executeTakeFirstOrThrow();
      return `skillup_session=${await createSession(db, id, 60)}`;
    };
    const outsider = await staffSession('outside.admin@demo.skillup.test', other.id, 'admin');
    for (const method of ['GET', 'POST'] as const) expect((await request(method, bulk(), outsider)).statusCode).toBe(404);
    const latest = await bulkDb(db)
      .insertInto('report_bulk_jobs')
      .values({ campaign_id: f.campaignId, requested_by: f.userId('admin'), lang: 'it', state: 'failed' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await request('GET', `${bulk()}/${latest.id}/download`, outsider)).statusCode).toBe(404);

    for (const name of ['sara.conti', 'luca.ferri']) {
      const cookie = await t.login(name);
      for (const method of ['GET', 'POST'] as const) expect((await request(method, bulk(), cookie)).json()).toMatchObject({ code: 'FORBIDDEN' });
      expect((await request('GET', `${bulk()}/${latest.id}/download`, cookie)).statusCode).toBe(403);
    }
    expect((await request('GET', bulk(), '')).statusCode).toBe(401);

    const superassessor = await staffSession('inside.super@demo.skillup.test', ownCompany, 'superassessor');
    expect((await request('GET', bulk(), superassessor)).json().job).toMatchObject({ id: latest.id });
  });

  it('hands a build cut short by a server that stops to another server, which builds it from the start', async () => {
    // The test's own server steps aside, so the job goes to the replicas.
    await t.app.reportBulkWorker.stop();
    const first = await t.replica();
    await first.ready();
    const started = (await request('POST', bulk(), admin)).json().job;
    const db = bulkDb(t.database.db);
    const row = () => db.selectFrom('report_bulk_jobs').selectAll().where('id', '=', started.id).executeTakeFirstOrThrow();
    const deadline = Date.now() + BUILD_TIMEOUT_MS;
    while ((await row()).done < 1) {
      if (Date.now() > deadline) throw new Error('the build did not start');
      await new Promise((r) => setTimeout(r, 20));
    }
    await first.close();
    expect(await row()).toMatchObject({ state: 'queued', attempts: 1 });

    const second = await t.replica();
    await second.ready();
    const job = await settled();
    expect(job).toMatchObject({ id: started.id, state: 'done', done: await participants() });
    expect(await row()).toMatchObject({ attempts: 2 });
  });

  it('leaves no partial file behind', async () => {
    expect(existsSync(t.settings.reportBulkDir)).toBe(true);
    expect(await filesLeft(t.settings.reportBulkDir, (name) => name.endsWith('.part'))).toEqual([]);
  });
});
