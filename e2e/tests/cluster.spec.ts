import { readFileSync, statSync } from 'node:fs';
import { backgroundChecksDone, expect, test as base, type FrameLocator, type Page } from '../support/test';
import { enterCampaign, expectArea, login, persona } from '../support/app';
import type { Cluster } from '../../scripts/cluster.mjs';

/*
 * docs/deploy.md, "Behind nginx": the deployment `npm run cluster` starts, two replicas of the
 * built server on one PostgreSQL behind deploy/nginx.conf.template, on a database of its own
 * (created here, dropped afterwards); the e2e setup's app server is not used. A participant's
 * path goes through the proxy while nginx's log tells which replica served each request; one
 * replica is killed half way and the path goes on, on the other; restarted, it serves again.
 */

/** A server to create the database on: the one the server suites use, else the usual local one. */
const POSTGRES = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Starting two replicas on a fresh database, one after the other, and publishing the remotes, on a busy machine. */
const START_TIMEOUT_MS = Number(process.env.SKILLUP_START_TIMEOUT_MS ?? 120_000);

type ClusterFixture = { cluster: Cluster; unavailable?: never } | { cluster?: never; unavailable: string };

const test = base.extend<object, { deployment: ClusterFixture }>({
  deployment: [
    // Playwright reads a fixture's dependencies from this pattern: it has none.
    async ({}, use) => {
      const [{ createScratchDatabase }, { startCluster }] = await Promise.all([
        import('../../scripts/scratch-database.mjs'),
        import('../../scripts/cluster.mjs'),
      ]);
      let database: Awaited<ReturnType<typeof createScratchDatabase>>;
      try {
        database = await createScratchDatabase(POSTGRES, 'e2e_cluster');
      } catch (err) {
        // Without PostgreSQL there is no deployment of replicas to test (the server suites say the same).
        await use({ unavailable: `no PostgreSQL at ${POSTGRES}: ${String(err)}` });
        return;
      }
      try {
        const cluster = await startCluster({ databaseUrl: database.url, port: 0, startTimeoutMs: START_TIMEOUT_MS });
        try {
          await use({ cluster });
        } finally {
          await cluster.stop();
        }
      } finally {
        await database.drop();
      }
    },
    { scope: 'worker', timeout: 2 * START_TIMEOUT_MS + 120_000 },
  ],
  baseURL: async ({ deployment }, use) => use(deployment.cluster?.url),
});

/** One request as nginx logged it: the replicas it tried (the last one answered) and the status sent. */
interface Served {
  method: string;
  path: string;
  status: number;
  upstreams: string[];
}

/** The requests nginx logged from byte `from` of its access log on (deploy/nginx.conf.template, log_format skillup). */
function servedSince(cluster: Cluster, from: number): Served[] {
  const text = readFileSync(cluster.accessLog).subarray(from).toString('utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const match = /"(\S+) (\S+) [^"]*" (\d{3}) \S+ upstream=(.*?) upstream_status=/.exec(line);
      if (!match) throw new Error(`unexpected access log line: ${line}`);
      const [, method = '', path = '', status = '', upstreams = ''] = match;
      return { method, path, status: Number(status), upstreams: upstreams.split(/\s*,\s*|\s+:\s+/).filter((u) => u !== '-') };
    });
}

const logSize = (cluster: Cluster) => statSync(cluster.accessLog).size;

/** The replica that answered a request: its app's port, or its activities' port. */
function answeredBy(cluster: Cluster, served: Served): string | undefined {
  const port = Number(served.upstreams.at(-1)?.split(':').at(-1));
  return cluster.replicas.find((replica) => replica.port === port || replica.activitiesPort === port)?.name;
}

interface Run {
  frame: FrameLocator;
  testId: number;
  campaignId: number;
  userId: number;
}

const TASK = 'Colloquio di feedback';

/** From the Task Room: the task in progress taken up, its activity in the frame, from the proxy's activities origin. */
async function continueTask(page: Page, cluster: Cluster): Promise<Run> {
  await expectArea(page, 'taskroom');
  await page.getByRole('button', { name: new RegExp(`^${TASK} `) }).hover();
  await page.getByRole('button', { name: new RegExp(`^(Inizia|Continua) ${TASK}$`) }).click();
  await expect(page).toHaveURL(/\/test$/);
  return openedActivity(page, cluster);
}

async function openedActivity(page: Page, cluster: Cluster): Promise<Run> {
  const src = (await page.getByTitle(TASK).getAttribute('src')) ?? '';
  expect(src.startsWith(`${cluster.activitiesUrl}/tests/`), src).toBe(true);
  const query = new URL(src).searchParams;
  const frame = page.frameLocator(`iframe[title="${TASK}"]`);
  await expect(frame.getByRole('heading').first()).toBeVisible();
  await backgroundChecksDone(page);
  return { frame, testId: Number(query.get('testId')), campaignId: Number(query.get('campaignId')), userId: Number(query.get('userId')) };
}

/** The number N of the activity's "Situazione N / 4". */
async function scenarioShown(frame: FrameLocator): Promise<number> {
  const text = (await frame.getByText(/^Situazione \d \/ 4$/).textContent()) ?? '';
  return Number(/Situazione (\d)/.exec(text)?.[1]);
}

/** The answers the server holds for the run: what any replica reads from PostgreSQL. */
async function answersSaved(page: Page, run: Run): Promise<number> {
  const response = await page.request.get(`/api/tests/${run.testId}/sync/${run.campaignId}/${run.userId}`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { testData: string | null } };
  return Object.keys((JSON.parse(data.testData ?? '{}') as { answers?: object }).answers ?? {}).length;
}

/** Answers the scenario on screen and moves on; resolves once the server holds one more answer. */
async function answerAndSave(page: Page, run: Run) {
  const before = await answersSaved(page, run);
  const shown = await scenarioShown(run.frame);
  await run.frame.getByRole('radio').first().check();
  await run.frame.getByRole('button', { name: 'Avanti' }).click();
  await expect(run.frame.getByText(`Situazione ${shown + 1} / 4`)).toBeVisible();
  await expect.poll(() => answersSaved(page, run), { timeout: 45_000, intervals: [250, 500, 1000] }).toBe(before + 1);
  return shown + 1;
}

// Which replica served what, kept with the result (the cluster's folder goes when it stops); the replicas' own logs on a failure.
test.afterEach(async ({ deployment }, testInfo) => {
  const { cluster } = deployment;
  if (!cluster) return;
  await testInfo.attach('nginx access log', { body: readFileSync(cluster.accessLog), contentType: 'text/plain' });
  if (testInfo.status === testInfo.expectedStatus) return;
  await testInfo.attach('nginx error log', { body: readFileSync(cluster.errorLog), contentType: 'text/plain' });
  for (const replica of cluster.replicas)
    await testInfo.attach(`${replica.name} log`, { body: readFileSync(replica.log), contentType: 'text/plain' });
});

test('two replicas behind nginx: a participant signs in, enters the campaign and saves an answer; one replica is killed and the path goes on', async ({
  page,
  deployment,
}) => {
  test.skip(!deployment.cluster, deployment.unavailable);
  test.setTimeout(240_000);
  const cluster = deployment.cluster as Cluster;
  const [first, second] = cluster.replicas as [Cluster['replicas'][number], Cluster['replicas'][number]];
  const start = logSize(cluster);

  // Sign-in, the choice of campaign and its language: POSTs that change the session, each on
  // one replica, and the requests after them on either (sessions agree through PostgreSQL).
  await login(page, persona('marco.bianchi'));
  await expect(page).toHaveURL(/\/select-campaign$/);
  await enterCampaign(page, 'Leadership Assessment 2026');
  await expectArea(page, 'taskroom');

  let run = await continueTask(page, cluster);
  const reached = await answerAndSave(page, run);
  await page.reload();
  await expect(page).toHaveURL(/\/test$/);
  run = await openedActivity(page, cluster);
  await expect(run.frame.getByText(`Situazione ${reached} / 4`)).toBeVisible();

  const beforeKill = servedSince(cluster, start);
  const both = new Set([first.name, second.name]);
  const servedBy = (requests: Served[]) => new Set(requests.map((s) => answeredBy(cluster, s)));
  // Round robin: both replicas served the path: its API calls, the remote's files, the activity's page.
  expect(servedBy(beforeKill.filter((s) => s.path.startsWith('/api/')))).toEqual(both);
  expect(beforeKill.some((s) => s.path.startsWith('/remotes/taskroom/'))).toBe(true);
  expect(beforeKill.some((s) => s.path.startsWith('/tests/'))).toBe(true);
  expect(beforeKill.filter((s) => s.status >= 500)).toEqual([]);

  // One replica goes at once, without a word to nginx or PostgreSQL.
  const killedAt = logSize(cluster);
  await first.kill('SIGKILL');
  expect(first.running).toBe(false);

  await page.reload();
  await expect(page).toHaveURL(/\/test$/);
  run = await openedActivity(page, cluster);
  await expect(run.frame.getByText(`Situazione ${reached} / 4`)).toBeVisible();
  const last = await answerAndSave(page, run);
  await page.reload();
  run = await openedActivity(page, cluster);
  await expect(run.frame.getByText(`Situazione ${last} / 4`)).toBeVisible();

  const afterKill = servedSince(cluster, killedAt);
  expect(afterKill.length).toBeGreaterThan(0);
  // Every answer came from the survivor; a request nginx first sent to the dead one was refused
  // its connection there and went on (a POST too: it never reached a replica). None failed.
  expect(servedBy(afterKill)).toEqual(new Set([second.name]));
  expect(afterKill.some((s) => s.upstreams.length === 2)).toBe(true);
  expect(afterKill.filter((s) => s.status >= 500)).toEqual([]);
  expect(afterKill.some((s) => s.method === 'POST' && /^\/api\/tests\/\d+\/(data|status|sync)\//.test(s.path))).toBe(true);

  // Restarted, the replica is taken back once its fail_timeout is over.
  await first.restart();
  const restartedAt = logSize(cluster);
  await expect
    .poll(
      async () => {
        await page.request.get('/api/health');
        return servedSince(cluster, restartedAt).some((s) => answeredBy(cluster, s) === first.name);
      },
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
  await page.goto('/');
  await expectArea(page, 'taskroom');
});
