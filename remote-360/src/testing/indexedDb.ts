import { deserialize, serialize } from 'node:v8';

/*
 * IndexedDB for jsdom, loaded before localforage: fake-indexeddb clones with
 * structuredClone, which jsdom lacks; the V8 serializer clones the same way.
 */
globalThis.structuredClone ??= ((value: unknown) => deserialize(serialize(value))) as typeof structuredClone;
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('fake-indexeddb/auto');
