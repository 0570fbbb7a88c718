import type { QueueItem } from './item';
import type { KeyValueStore } from './storage';

/** An item the queue gave up on, kept locally so what it carried is not lost without trace. */
export interface BackupEntry {
  item: QueueItem;
  reason: 'given-up' | 'unauthorised';
  error: string;
  at: number;
}

const BACKUP_KEY = 'backup';

/** docs/behaviour.md §9: the permanent-error backup holds the newest `limit` items. */
export class PermanentErrorBackup {
  private lock: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: KeyValueStore,
    private readonly limit: number,
  ) {}

  async list(): Promise<BackupEntry[]> {
    return (await this.store.get<BackupEntry[]>(BACKUP_KEY)) ?? [];
  }

  add(entry: BackupEntry): Promise<void> {
    const run = this.lock.then(async () => {
      const kept = [...(await this.list()), entry].slice(-this.limit);
      await this.store.set(BACKUP_KEY, kept);
    });
    this.lock = run.catch(() => undefined);
    return run;
  }
}
