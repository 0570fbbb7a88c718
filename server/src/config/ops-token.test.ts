import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '../db/connection';
import { openDatabase } from '../db/start';
import { testDatabases } from '../test-harness/databases';
import { agreeOnOpsToken, ensureOpsToken, readOpsToken } from './ops-token';

describe.each(testDatabases())('the operations token of several server processes on $name', (target) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  const folders: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'skillup-ops-token-'));
    folders.push(dir);
    return dir;
  };

  beforeAll(async () => {
    const created = await target.create();
    drop = created.drop;
    handle = await openDatabase(created.spec);
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
    await drop?.();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('is the first one generated, for every process, and written where each one’s CLI looks', async () => {
    const [first, second] = [dataDir(), dataDir()];
    const [mine, theirs] = [ensureOpsToken(first), ensureOpsToken(second)];
    expect(mine).not.toBe(theirs);
    const results = await Promise.all([agreeOnOpsToken(handle.db, first, mine), agreeOnOpsToken(handle.db, second, theirs)]);
    expect(results[0]).toBe(results[1]);
    expect([mine, theirs]).toContain(results[0]);
    expect(readOpsToken(first)).toBe(results[0]);
    expect(readOpsToken(second)).toBe(results[0]);
    expect(statSync(join(second, 'ops-token')).mode & 0o777).toBe(0o600);

    // A process started later, or again, adopts it as well.
    const later = dataDir();
    expect(await agreeOnOpsToken(handle.db, later, ensureOpsToken(later))).toBe(results[0]);
    expect(readOpsToken(later)).toBe(results[0]);
  });
});
