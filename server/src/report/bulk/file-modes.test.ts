import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePrivateDirSync } from '../../config/private-dir';
import { testDatabases } from '../../test-harness/databases';
import { leadershipFixture, type LeadershipFixture } from '../../test-harness/leadership-fixture';
import { startTestApp, type TestApp } from '../../test-harness/test-app';
import type { ReportCampaign } from '../access';
import { buildReportsZip } from './build-zip';

const BUILD_TIMEOUT_MS = 240_000;
jest.setTimeout(BUILD_TIMEOUT_MS + 60_000);

const mode = (path: string) => statSync(path).mode & 0o777;

/**
 * The zips hold every participant's report: whoever else has an account on the machine
 * must not read them, even where the data folder was made before, open to all, and the
 * server runs under the usual umask (docs/security.md).
 */
describe.each(testDatabases())('the modes of the report zips on $name', (target) => {
  let t: TestApp;
  let f: LeadershipFixture;
  let root: string;
  let dataDir: string;
  let zipDir: string;
  let umask: number;

  beforeAll(async () => {
    umask = process.umask(0o022);
    root = mkdtempSync(join(tmpdir(), 'skillup-zip-modes-'));
    dataDir = join(root, 'data');
    zipDir = join(dataDir, 'report-bulk');
    mkdirSync(zipDir, { recursive: true });
    chmodSync(dataDir, 0o755);
    chmodSync(zipDir, 0o755);
    // What the server does with its data folder on start (main.ts).
    ensurePrivateDirSync(dataDir);
    t = await startTestApp(target, { reportBulkDir: zipDir });
    f = await leadershipFixture(t);
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    process.umask(umask);
    rmSync(root, { recursive: true, force: true });
  });

  it('keeps the data folder and the folder of the zips being built to the server’s user, and no zip once built', async () => {
    const admin = await t.login('admin');
    const bulk = `/api/report/${f.campaignId}/bulk`;
    expect((await t.app.inject({ method: 'POST', url: bulk, headers: { cookie: admin } })).statusCode).toBe(202);
    const deadline = Date.now() + BUILD_TIMEOUT_MS;
    let job: { state: string } | null = null;
    while (Date.now() < deadline) {
      job = (await t.app.inject({ method: 'GET', url: bulk, headers: { cookie: admin } })).json().job;
      if (job && job.state !== 'queued' && job.state !== 'running') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(job?.state).toBe('done');

    expect(mode(dataDir)).toBe(0o700);
    expect(mode(zipDir)).toBe(0o700);
    // Built on the disk (0600, below), then kept in the database.
    for (let round = 0; round < 100 && readdirSync(zipDir).length > 0; round++) await new Promise((r) => setTimeout(r, 50));
    expect(readdirSync(zipDir)).toEqual([]);
  });

  it('writes a zip 0600 over a file an earlier run left readable by all', async () => {
    const path = join(zipDir, 'left-over.zip.part');
    writeFileSync(path, 'half a zip');
    chmodSync(path, 0o644);
    const campaign = { id: f.campaignId } as ReportCampaign;
    await buildReportsZip(
      t.database.db,
      { campaign, participantIds: [], lang: 'it', path },
      {
        render: () => Promise.reject(new Error('no report to draw')),
        progress: () => Promise.resolve(),
        stopping: () => false,
      },
    );
    expect(mode(path)).toBe(0o600);
  });
});
