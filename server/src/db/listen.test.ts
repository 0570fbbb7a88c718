import { spawn } from 'node:child_process';
import { testDatabases } from '../test-harness/databases';
import { LISTENER_PREFIX, postgresListen, type Subscription } from './listen';

const CHANNEL = 'listen_test';

/** Another process holding a subscription named `name`, as a replica's; resolves once it listens. */
function subscriberProcess(url: string, name: string) {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const { Client } = require('pg');
       const client = new Client({ connectionString: process.argv[1], application_name: process.argv[2] });
       client.connect().then(() => client.query('listen ${CHANNEL}')).then(() => console.log('listening'));`,
      url,
      LISTENER_PREFIX + name,
    ],
    { cwd: __dirname, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const ready = new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  return { child, ready };
}

const postgres = testDatabases().find((t) => t.name === 'postgres');
(postgres ? describe : describe.skip)('subscriptions to a channel on a PostgreSQL server', () => {
  let url: string;
  let drop: () => Promise<void>;
  const subscriptions: Subscription[] = [];
  beforeAll(async () => {
    const created = await postgres!.create();
    url = (created.spec as { url: string }).url;
    drop = created.drop;
  });
  afterAll(async () => {
    for (const s of subscriptions) await s.stop();
    await drop?.();
  });

  const subscribe = async (name: string) => {
    const subscription = await postgresListen(url)(
      CHANNEL,
      () => undefined,
      () => undefined,
      name,
    );
    subscriptions.push(subscription);
    return subscription;
  };

  it('tells which named subscriptions still have their connection, one killed with SIGKILL gone at once', async () => {
    const one = await subscribe('one');
    const two = await subscribe('two');
    const replica = subscriberProcess(url, 'replica');
    await replica.ready;
    expect(await one.stillListening!(['one', 'two', 'replica', 'nobody'])).toEqual(new Set(['one', 'two', 'replica']));

    await two.stop();
    replica.child.kill('SIGKILL');
    const started = performance.now();
    let listening = await one.stillListening!(['two', 'replica']);
    while (listening!.size > 0 && performance.now() - started < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      listening = await one.stillListening!(['two', 'replica']);
    }
    expect(listening).toEqual(new Set());
    // The server closes a killed process's connection as the kernel closes its socket.
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('cannot tell once its own connection is closed', async () => {
    const three = await subscribe('three');
    await three.stop();
    expect(await three.stillListening!(['one'])).toBeUndefined();
  });
});
