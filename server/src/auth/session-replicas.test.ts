import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Client } from 'pg';
import { LISTENER_PREFIX } from '../db/listen';
import { testDatabases } from '../test-harness/databases';
import { persona, startTestApp, type TestApp } from '../test-harness/test-app';

/*
 * docs/deploy.md, "Replicas": two processes' worth of the app on one database, each keeping
 * sessions for a minute, reached over HTTP as a load balancer would send the requests: what a
 * request changes on one is what the very next request finds on the other.
 */
describe.each(testDatabases())('sessions kept by two replicas on $name', (target) => {
  let t: TestApp;
  let one: string;
  let other: string;
  let replica: FastifyInstance;

  const address = async (app: FastifyInstance) => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    return `http://127.0.0.1:${port}`;
  };

  beforeAll(async () => {
    t = await startTestApp(target, { sessionCacheSeconds: 60 });
    replica = await t.replica();
    one = await address(t.app);
    other = await address(replica);
  });
  afterAll(() => t?.close());

  const call = async (base: string, method: 'GET' | 'POST', path: string, cookie: string, body?: object) => {
    const res = await fetch(base + path, {
      method,
      headers: { cookie, origin: t.settings.auth.publicUrl, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const get = (base: string, path: string, cookie: string) => call(base, 'GET', path, cookie);
  const post = (base: string, path: string, cookie: string, body: object = {}) => call(base, 'POST', path, cookie, body);

  it('serves on one replica the consent just given on the other, and on the other the campaign just entered on one', async () => {
    const cookie = await t.login('anna.rossi');
    // Both replicas keep the session as it was: no consent, no campaign.
    for (const base of [one, other]) {
      expect((await get(base, '/api/auth/me', cookie)).body).toMatchObject({ user: { privacy: false } });
    }
    expect((await post(other, '/api/auth/privacy/giveConsent', cookie)).status).toBe(200);
    expect((await get(one, '/api/auth/me', cookie)).body).toMatchObject({ user: { privacy: true } });
    expect((await get(other, '/api/usercampaign', cookie)).body).toMatchObject({ code: 'NO_SELECTED_CAMPAIGN' });

    const list = (await get(one, '/api/usercampaign/list', cookie)).body as unknown as { id: number }[];
    expect((await post(one, `/api/usercampaign/${list[0]!.id}`, cookie)).status).toBe(200);
    expect((await get(other, '/api/usercampaign', cookie)).body).toMatchObject({ status: true, campaign: { id: list[0]!.id } });
  });

  it('never refuses on a kept session what the database already holds: a campaign entered and consent given that it has not heard of', async () => {
    const cookie = await t.login('anna.rossi');
    const [campaign] = (await get(one, '/api/usercampaign/list', cookie)).body as unknown as { id: number }[];
    const userId = ((await get(one, '/api/auth/me', cookie)).body.user as { id: number }).id;
    const { db } = t.database;
    await sql`update users set privacy = false where id = ${userId}`.execute(db);
    await sql`update sessions set campaign_id = null where user_id = ${userId}`.execute(db);
    expect((await get(other, '/api/auth/me', cookie)).body).toMatchObject({ user: { privacy: false } });
    // Written behind every replica's back, as a change whose notice has not reached the other yet.
    await sql`update users set privacy = true where id = ${userId}`.execute(db);
    await sql`update sessions set campaign_id = ${campaign!.id} where user_id = ${userId}`.execute(db);
    expect((await get(other, '/api/usercampaign', cookie)).body).toMatchObject({ status: true, campaign: { id: campaign!.id } });
    // What was read again is kept: the session shows the change from then on.
    expect((await get(other, '/api/auth/me', cookie)).body).toMatchObject({ user: { privacy: true } });
  });

  it('ends on the other replica a session logged out on one', async () => {
    const cookie = await t.login('luca.ferri');
    expect((await get(other, '/api/auth/me', cookie)).status).toBe(200);
    expect((await post(one, '/api/auth/logout', cookie)).status).toBe(200);
    expect((await get(other, '/api/auth/me', cookie)).status).toBe(401);
  });

  it('ends on the other replica the session of a person HR erased on one', async () => {
    const elisa = await t.login('elisa.mancini');
    const admin = await t.login('admin');
    const me = (await get(other, '/api/auth/me', elisa)).body.user as { id: number };
    const erased = await post(one, `/api/admin/people/${me.id}/erase`, admin, { confirmEmail: persona('elisa.mancini') });
    expect(erased.status).toBe(200);
    expect((await get(other, '/api/auth/me', elisa)).status).toBe(401);
  });

  it('still keeps what nobody changed: a repeated read costs no session query', async () => {
    const cookie = await t.login('luca.ferri');
    expect((await get(other, '/api/auth/me', cookie)).status).toBe(200);
    await sql`delete from sessions`.execute(t.database.db);
    expect((await get(other, '/api/auth/me', cookie)).status).toBe(200);
  });

  /** How long a logout on `one` takes to answer: it waits for every replica it knows of to confirm. */
  const timedLogout = async (session?: string) => {
    const cookie = session ?? (await t.login('luca.ferri'));
    const start = performance.now();
    expect((await post(one, '/api/auth/logout', cookie)).status).toBe(200);
    return performance.now() - start;
  };

  it('does not wait for a replica that stopped: it says goodbye as it closes', async () => {
    const third = await t.replica();
    await third.ready();
    expect(await timedLogout()).toBeLessThan(1_000);
    await third.close();
    expect(await timedLogout()).toBeLessThan(1_000);
  });

  if (target.name === 'postgres') {
    it('waits for the confirmation of a replica that started after it, not for one whose connection the server closed, and again once it listens again', async () => {
      const database = (await sql<{ name: string }>`select current_database() as name`.execute(t.database.db)).rows[0]!.name;
      const server = new Client({ connectionString: process.env.TEST_DATABASE_URL });
      await server.connect();
      const third = await t.replica();
      try {
        await third.ready();
        const thirdAddress = await address(third);
        const listeners = async () =>
          (
            await server.query(`select pid from pg_stat_activity where datname = $1 and application_name like $2 order by backend_start desc`, [
              database,
              `${LISTENER_PREFIX}%`,
            ])
          ).rows;
        // The third replica's listening connection is the newest; cut, it hears nothing until it opens another.
        const cutThird = async () => {
          await server.query('select pg_terminate_backend($1)', [(await listeners())[0]!.pid]);
        };
        /** A session the third replica keeps, logged out on the first: how long the answer took, and what the third says of it then. */
        const loggedOutKept = async () => {
          const cookie = await t.login('luca.ferri');
          expect((await get(thirdAddress, '/api/auth/me', cookie)).status).toBe(200);
          const took = await timedLogout(cookie);
          return { took, third: (await get(thirdAddress, '/api/auth/me', cookie)).status };
        };
        expect(await loggedOutKept()).toEqual({ took: expect.any(Number), third: 401 });
        expect(await timedLogout()).toBeLessThan(1_000);

        await cutThird();
        // The change never reaches it, and the server has closed its connection: the answer asks
        // the server rather than wait the two seconds' timeout, and the third, cut off, keeps nothing.
        const cut = await loggedOutKept();
        expect(cut.took).toBeLessThan(1_000);
        expect(cut.third).toBe(401);

        // Listening again, it said hello: it is waited for again, and it forgets what the others change.
        await until(async () => (await listeners()).length === 3);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect((await loggedOutKept()).third).toBe(401);
      } finally {
        await third.close();
        await server.end();
      }
    });

    it('keeps nothing while it cannot hear the others, and keeps again once it hears them', async () => {
      const database = (await sql<{ name: string }>`select current_database() as name`.execute(t.database.db)).rows[0]!.name;
      const server = new Client({ connectionString: process.env.TEST_DATABASE_URL });
      await server.connect();
      try {
        const cookie = await t.login('luca.ferri');
        expect((await get(other, '/api/auth/me', cookie)).status).toBe(200);
        // The listening connections of the test's database cut, as a restart or a failover would.
        await server.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name like $2`, [
          database,
          `${LISTENER_PREFIX}%`,
        ]);
        await sql`delete from sessions`.execute(t.database.db);
        await until(async () => (await get(other, '/api/auth/me', cookie)).status === 401);

        // Heard again after a pause: a session read is kept once more.
        await until(async () => {
          const again = await t.login('luca.ferri');
          expect((await get(other, '/api/auth/me', again)).status).toBe(200);
          await sql`delete from sessions`.execute(t.database.db);
          return (await get(other, '/api/auth/me', again)).status === 200;
        });
      } finally {
        await server.end();
      }
    });
  }
});

/** Waits for `check` to hold, trying every tenth of a second for ten seconds. */
async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('still false after 10 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
