import type { FastifyInstance } from 'fastify';
import { testDatabases } from '../test-harness/databases';
import { startTestApp, type TestApp } from '../test-harness/test-app';
import { SessionCache } from './session-cache';
import * as sessions from './sessions';

/*
 * docs/deploy.md, "Replicas": a session read from the database while its user enters a campaign
 * found it without one. The change is heard while that read is on its way, before anything was
 * kept to forget; the read is then served to its own request but not kept, or the next request
 * would be answered NO_SELECTED_CAMPAIGN for the cache's whole time. The read is held here until
 * the change has been heard, the interleaving a loaded replica meets by chance.
 */
const realFindSession = sessions.findSession;

describe.each(testDatabases())('a session read while its user enters a campaign on $name', (target) => {
  let t: TestApp;
  let replica: FastifyInstance;
  let findSession: jest.SpiedFunction<typeof sessions.findSession>;
  let forget: jest.SpiedFunction<SessionCache['forget']>;

  beforeAll(async () => {
    findSession = jest.spyOn(sessions, 'findSession');
    forget = jest.spyOn(SessionCache.prototype, 'forget');
    t = await startTestApp(target, { sessionCacheSeconds: 60 });
    replica = await t.replica();
  });
  afterAll(async () => {
    findSession?.mockRestore();
    forget?.mockRestore();
    await t?.close();
  });

  const get = (app: FastifyInstance, url: string, cookie: string) => app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (app: FastifyInstance, url: string, cookie: string) => app.inject({ method: 'POST', url, headers: { cookie }, payload: {} });

  /** Holds the next session read once it has read the table, until `release`. */
  const holdNextRead = () => {
    let read!: () => void;
    let release!: () => void;
    const done = new Promise<void>((resolve) => (read = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    findSession.mockImplementationOnce(async (...args) => {
      const found = await realFindSession(...args);
      read();
      await released;
      return found;
    });
    return { done, release };
  };

  it.each([
    // The writer's own forget, then the reader's on hearing it.
    { where: 'on another replica', writer: () => t.app, forgets: 2 },
    { where: 'on the same process', writer: () => replica, forgets: 1 },
  ])('is served but not kept when the campaign is entered $where', async ({ writer, forgets }) => {
    // Prepared on the first process: the replica that reads has kept nothing of this session.
    const cookie = await t.login('anna.rossi');
    expect((await post(t.app, '/api/auth/privacy/giveConsent', cookie)).statusCode).toBe(200);
    const [campaign] = (await get(t.app, '/api/usercampaign/list', cookie)).json() as { id: number }[];

    const held = holdNextRead();
    const stale = get(replica, '/api/usercampaign', cookie);
    await held.done;
    forget.mockClear();
    expect((await post(writer(), `/api/usercampaign/${campaign!.id}`, cookie)).statusCode).toBe(200);
    await until(() => forget.mock.calls.filter(([change]) => change.forget === 'user').length >= forgets);
    held.release();
    // Its own request began before the campaign was entered: the session it read answers it.
    expect((await stale).json()).toMatchObject({ code: 'NO_SELECTED_CAMPAIGN' });

    expect((await get(replica, '/api/usercampaign', cookie)).json()).toMatchObject({ status: true, campaign: { id: campaign!.id } });
  });
});

/** Waits for `check` to hold, trying every hundredth of a second for ten seconds. */
async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('still false after 10 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
