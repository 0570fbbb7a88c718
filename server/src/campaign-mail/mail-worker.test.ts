import { testDatabases } from '../test-harness/databases';
import { appWithRelay, draft, hr, importPeople, mailsOf, people } from '../test-harness/campaign-mails';

jest.setTimeout(120_000);

/*
 * docs/jobs.md, "Benchmark": on PGlite, whose queries run in the server's own thread, a batch's
 * mails go one at a time with a turn of the event loop between them; on PostgreSQL they overlap.
 * A slow relay shows how many were being handed over at once.
 */
describe.each(testDatabases())('a batch of campaign mails on $name', (target) => {
  let relay: Awaited<ReturnType<typeof appWithRelay>>;
  beforeAll(async () => {
    relay = await appWithRelay(target, { delayMs: 150 });
  });
  afterAll(() => relay?.close());

  it('is handed to the relay one mail at a time on PGlite, several at once on PostgreSQL, each mail once', async () => {
    const { t, sink } = relay;
    const campaignId = await draft(t, 'Batch');
    await importPeople(t, campaignId, people('batch', 8));
    expect((await hr(t.app, 'POST', `/campaigns/${campaignId}/launch`)).statusCode).toBe(200);
    await sink.count(8);

    if (t.database.kind === 'pglite') expect(sink.mostAtOnce()).toBe(1);
    else expect(sink.mostAtOnce()).toBeGreaterThan(1);
    // The relay has the last mail a moment before the server records it sent.
    const outcomes = async () => (await mailsOf(t, campaignId)).map((row) => [row.state, row.attempts]);
    for (let tries = 0; tries < 50 && (await outcomes()).some(([state]) => state === 'sending'); tries += 1) {
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await outcomes()).toEqual(Array.from({ length: 8 }, () => ['sent', 1]));
  });
});
