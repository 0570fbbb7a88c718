import localforage from 'localforage';
import { CACHE_PREFIX } from './settings';

/** What the queue needs of local storage; every key gets the 'sk_fe:' prefix here. */
export interface KeyValueStore {
  get<T>(key: string): Promise<T | null>;
  set<T>(key: string, value: T): Promise<void>;
  remove(key: string): Promise<void>;
  /** Keys (without the prefix) that start with `start`. */
  keys(start: string): Promise<string[]>;
}

/**
 * IndexedDB through localforage: the browser's one store that survives reloads and holds
 * structured values. `name` is the database; tests give each case its own.
 */
export function createKeyValueStore(name = 'skillup'): KeyValueStore {
  const forage = localforage.createInstance({ name, storeName: 'keyvaluepairs', driver: localforage.INDEXEDDB });
  return {
    async get<T>(key: string) {
      return forage.getItem<T>(CACHE_PREFIX + key);
    },
    async set<T>(key: string, value: T) {
      await forage.setItem(CACHE_PREFIX + key, value);
    },
    async remove(key: string) {
      await forage.removeItem(CACHE_PREFIX + key);
    },
    async keys(start: string) {
      const prefix = CACHE_PREFIX + start;
      return (await forage.keys()).filter((key) => key.startsWith(prefix)).map((key) => key.slice(CACHE_PREFIX.length));
    },
  };
}
