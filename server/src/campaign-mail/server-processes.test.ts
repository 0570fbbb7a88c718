import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { testDatabases } from '../test-harness/databases';
import { startSmtpSink, type SmtpSink } from '../test-harness/smtp-sink';

/*
 * docs/jobs.md, "Sending": the invitations of a launch sent by two server processes of the
 * built server on one PostgreSQL, one of them restarted in the middle of the batch. Processes of
 * their own rather than replicas in the test's: each has its own event loop, pool and job worker,
 * and the restart is a real SIGTERM. Needs `npm run build` (npm test builds first).
 */
jest.setTimeout(240_000);

const MAIN = join(__dirname, '../../dist/main.js');
const PEOPLE = 200;
const ADMIN = { username: 'admin@demo.skillup.test', password: 'Skillup-2026' };
const postgres = testDatabases().find((target) => target.name === 'postgres');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

interface ServerProcess {
  url: string;
  stop(): Promise<void>;
}

async function startServer(databaseUrl: string, smtpUrl: string): Promise<ServerProcess> {
  const [port, activitiesPort] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'skillup-process-'));
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      ACTIVITIES_PORT: String(activitiesPort),
      PUBLIC_URL: url,
      SKILLUP_DATA_DIR: dataDir,
      SMTP_URL: smtpUrl,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('the server did not answer within 90 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

(postgres ? describe : describe.skip)('campaign mails from two server processes on one PostgreSQL', () => {
  let database: { spec: { kind: string; url?: string }; drop(): Promise<void> };
  let sink: SmtpSink;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first`);
    database = await postgres!.create();
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await sink?.close();
    await database?.drop();
  });

  it(`sends each of ${PEOPLE} invitations once while one of the two restarts in the middle of the batch`, async () => {
    const databaseUrl = database.spec.url!;
    // Twenty mails a second per process: the batch lasts long enough for a restart in its middle.
    const smtpUrl = `${sink.url}?rateLimit=2&rateDelta=100`;
    // One at a time on a fresh database: the first migrates and seeds it.
    servers.push(await startServer(databaseUrl, smtpUrl));
    servers.push(await startServer(databaseUrl, smtpUrl));

    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const {
        rows: [admin],
      } = await db.query<{ company_id: number; password_hash: string }>('select company_id, password_hash from users where email = $1', [
        ADMIN.username,
      ]);
      const {
        rows: [campaign],
      } = await db.query<{ id: number }>(
        `insert into campaigns (company_id, theme, state, languages, is360, self_evaluation, data, date_start, date_end)
         values ($1, 'skillup', 'DRAFT', '[{"lang":"it","name":"Processi","description":""}]', false, false, '{}', now(), now() + interval '30 days')
         returning id`,
        [admin!.company_id],
      );
      await db.query(
        `insert into tests (campaign_id, name, description, instructions, abbreviation, position, url, repeatable, legacy, has_timer, prerequisites, json_data)
         values ($1, '{"it":"Prova"}', '{}', '{}', 'P1', 1, 'in-basket/index.html', false, false, false, '[]', '{}')`,
        [campaign!.id],
      );
      await db.query(
        `with added as (
           insert into users (company_id, email, password_hash, first_name, last_name, role, privacy, lang, must_change_password)
           select $1, 'process-' || n || '@invited.test', $2, 'Nome' || n, 'Cognome' || n, 'participant', false, 'it', true
             from generate_series(1, $4::int) as n
           returning id)
         insert into user_campaigns (user_id, campaign_id, lang, access_date, state) select id, $3, 'it', null, 'ACTIVE' from added`,
        [admin!.company_id, admin!.password_hash, campaign!.id, PEOPLE],
      );

      const [first] = servers;
      const login = await fetch(`${first!.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: first!.url },
        body: JSON.stringify(ADMIN),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const launch = await fetch(`${first!.url}/api/admin/campaigns/${campaign!.id}/launch`, {
        method: 'POST',
        headers: { cookie, origin: first!.url },
      });
      expect(launch.status).toBe(200);

      // A quarter through, the first process restarts: it finishes what it is handing over and stops.
      await sink.count(PEOPLE / 4, 60_000);
      await servers.shift()!.stop();
      expect(sink.received.length).toBeLessThan(PEOPLE);
      servers.push(await startServer(databaseUrl, smtpUrl));

      await sink.count(PEOPLE, 120_000);
      // Time for a mail sent twice to arrive.
      await new Promise((r) => setTimeout(r, 3_000));
      const perAddress = new Map<string, number>();
      for (const to of sink.received.flatMap((mail) => mail.envelopeTo)) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
      expect(perAddress.size).toBe(PEOPLE);
      expect([...perAddress.values()].every((n) => n === 1)).toBe(true);
      const { rows } = await db.query<{ state: string; n: number }>(
        `select state, count(*)::int as n from campaign_mails where campaign_id = $1 group by state`,
        [campaign!.id],
      );
      expect(rows).toEqual([{ state: 'sent', n: PEOPLE }]);
    } finally {
      await db.end();
    }
  });
});
