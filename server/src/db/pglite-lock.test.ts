import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lockDataDir } from './pglite-lock';

describe('the embedded database lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'skillup-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('lets one process in at a time and frees the folder on release', () => {
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);
    release();
    expect(existsSync(join(dir, 'skillup.lock'))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that is gone', () => {
    writeFileSync(join(dir, 'skillup.lock'), '999999999');
    const release = lockDataDir(dir);
    release();
  });
});
