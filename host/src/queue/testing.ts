import { QueueRuntime, createKeyValueStore } from '@skillup/shared';
import { fakeServer, replaceQueue, type Answer } from '@skillup/shared/queue/testing';

let databases = 0;

/** The page's queue replaced by one on a fresh database that talks to a scripted server. */
export function installTestQueue(answer?: Answer) {
  databases += 1;
  const server = fakeServer(answer);
  const queue = new QueueRuntime({ store: createKeyValueStore(`host-queue-${databases}`), transport: server.transport });
  replaceQueue(queue);
  return { server, queue };
}
