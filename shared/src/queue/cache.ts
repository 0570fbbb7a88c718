import type { Outcome, TestStatus, TestSyncData } from '../api/contract';
import type { TestRef } from './item';
import type { KeyValueStore } from './storage';

/** docs/behaviour.md §3: what this browser last knew of one user's run of one test. */
export interface CachedTest {
  /** Counts the changes made here (docs/behaviour.md §4); the server keeps the highest it is sent. */
  version: number;
  /** The activity's data, as it gave it (object or JSON string); null before any. */
  data: unknown;
  status: TestStatus;
  /** Outcomes not yet acknowledged by the server, with the version they were tracked at. */
  outcomes: Outcome[] | null;
  outcomesVersion: number | null;
}

export const EMPTY_TEST: CachedTest = { version: 0, data: null, status: 'not attempted', outcomes: null, outcomesVersion: null };

function testKey({ userId, campaignId, testId }: TestRef): string {
  return `cache:${userId}:${campaignId}:${testId}`;
}

/** Per user, campaign and test; changes of one test are applied one after the other. */
export class LocalCache {
  private lock: Promise<unknown> = Promise.resolve();

  constructor(private readonly store: KeyValueStore) {}

  async get(ref: TestRef): Promise<CachedTest | null> {
    return this.store.get<CachedTest>(testKey(ref));
  }

  /** Applies `change` to the test's entry and stores the result. */
  update(ref: TestRef, change: (current: CachedTest) => CachedTest): Promise<CachedTest> {
    const run = this.lock.then(async () => {
      const next = change((await this.get(ref)) ?? EMPTY_TEST);
      await this.store.set(testKey(ref), next);
      return next;
    });
    this.lock = run.catch(() => undefined);
    return run;
  }

  /** The cached tests of a user, each with its campaign and test id. */
  async list(userId: number): Promise<Array<TestRef & { entry: CachedTest }>> {
    const found: Array<TestRef & { entry: CachedTest }> = [];
    for (const key of await this.store.keys(`cache:${userId}:`)) {
      const [, , campaignId, testId] = key.split(':');
      const entry = await this.store.get<CachedTest>(key);
      if (entry) found.push({ userId, campaignId: Number(campaignId), testId: Number(testId), entry });
    }
    return found;
  }

  /**
   * docs/behaviour.md §4: on init the server's copy replaces the cache when its version is newer;
   * otherwise what this browser holds is newer (or the same) and stays.
   */
  reconcile(ref: TestRef, server: TestSyncData): Promise<CachedTest> {
    return this.update(ref, (current) =>
      server.version > current.version ? { ...current, version: server.version, data: server.testData, status: server.testStatus } : current,
    );
  }

  cacheUser(user: unknown): Promise<void> {
    return this.store.set('user', user);
  }

  cachedUser<U>(): Promise<U | null> {
    return this.store.get<U>('user');
  }
}
