import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/start';
import { ensureOpsToken } from './ops-token';
import { ensurePrivateDirSync } from './private-dir';

describe('the data folder', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'skillup-data-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const mode = (path: string) => statSync(path).mode & 0o777;

  it('is created readable by the server user only, with the operations token in it', () => {
    const dataDir = join(root, 'first', 'data');
    ensureOpsToken(dataDir);
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(join(dataDir, 'ops-token'))).toBe(0o600);
  });

  it('is taken back from a folder made before, open to all, with the database folder in it', async () => {
    const dataDir = join(root, 'third', 'data');
    mkdirSync(join(dataDir, 'pgdata'), { recursive: true });
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, 'pgdata'), 0o755);
    ensurePrivateDirSync(dataDir);
    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pgdata') });
    await database.close();
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(join(dataDir, 'pgdata'))).toBe(0o700);
  }, 180_000);

  it('is created 0700 by the embedded database too, when the token comes from the environment', async () => {
    const dataDir = join(root, 'second', 'data');
    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pgdata') });
    await database.close();
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(join(dataDir, 'pgdata'))).toBe(0o700);
  }, 180_000);
});
