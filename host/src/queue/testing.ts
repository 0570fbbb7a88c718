import { fakeServer, replaceQueue, type Answer } from '@skillup/shared/queue/testing';
import { QueueRuntime, createKeyValueStore } from '@skillup/shared/queue';
import { TextDecoder, TextEncoder } from 'node:util';

// The router reads these at load time and jsdom lacks them: import this module before it.
Object.assign(globalThis, { TextDecoder, TextEncoder });

let databases = 0;

/** The page's queue replaced by one on a fresh database that talks to a scripted server. */
export function installTestQueue(answer?: Answer): { server: ReturnType<typeof fakeServer>; queue: QueueRuntime } {
  databases += 1;
  const server = fakeServer(answer);
  const queue = new QueueRuntime({ store: createKeyValueStore(`host-queue-${databases}`), transport: server.transport });
  replaceQueue(queue);
  return { server, queue };
}
