import { deserialize, serialize } from 'node:v8';

/*
 * IndexedDB for the jsdom test environment. fake-indexeddb clones values with
 * structuredClone, which jsdom lacks; the V8 serializer clones the same way. localforage
 * looks for IndexedDB when it is first loaded, so this runs before it.
 */
globalThis.structuredClone ??= ((value: unknown) => deserialize(serialize(value))) as typeof structuredClone;
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('fake-indexeddb/auto');
