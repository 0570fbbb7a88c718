import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRIVATE_FILE_MODE } from '../config/private-dir';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * An embedded database folder opened by two processes at once is corrupted, so the first
 * one writes its pid beside it. A lock whose process is gone is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, 'skillup.lock');
  for (;;) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx', mode: PRIVATE_FILE_MODE });
      return () => rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
        throw new Error(
          `the embedded database in ${dataDir} is in use by process ${holder}; ` + 'stop it, or point SKILLUP_URL at the server that runs it',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
}
