import { QueueRuntime } from '../runtime';
import type { Transport } from '../transport';
import type { QueueSettings } from '../settings';
import { createKeyValueStore } from '../storage';
import { FakeClock } from './fakeClock';
import { fakeServer, type Answer } from './fakeServer';

let databases = 0;

export interface Beacon {
  url: string;
  fields: Record<string, string>;
}

/**
 * A queue on a database of its own, a hand-moved clock, a scripted server, recorded
 * beacons and page events the test dispatches. `reload()` is the same page loaded again:
 * a new queue on the same database.
 */
export function queueHarness({
  settings,
  answer,
  wrap = (transport) => transport,
}: {
  settings?: Partial<QueueSettings>;
  answer?: Answer;
  /** Watches or delays the calls on their way to the fake server. */
  wrap?: (transport: Transport) => Transport;
} = {}) {
  databases += 1;
  const name = `queue-test-${databases}`;
  const store = createKeyValueStore(name);
  const clock = new FakeClock();
  const server = fakeServer(answer);
  const beacons: Beacon[] = [];
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const report = jest.fn();
  let beaconAccepted = true;

  const make = () =>
    new QueueRuntime({
      store: createKeyValueStore(name),
      clock,
      settings,
      transport: wrap(server.transport),
      sendBeacon: (url, form) => {
        const fields: Record<string, string> = {};
        form.forEach((value, key) => {
          fields[key] = String(value);
        });
        beacons.push({ url, fields });
        return beaconAccepted;
      },
      window: win,
      document: doc,
      report,
    });

  return {
    store,
    clock,
    server,
    beacons,
    win,
    doc,
    report,
    queue: make(),
    reload: make,
    refuseBeacons() {
      beaconAccepted = false;
    },
  };
}
