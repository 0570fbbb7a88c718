import { readdirSync, readFileSync } from 'node:fs';

/** The server's process: the one started with this data folder. */
export function serverPid(dataDir) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes(`SKILLUP_DATA_DIR=${dataDir}`)) return Number(entry);
    } catch {
      // another user's process, or gone
    }
  }
  throw new Error('server process not found');
}

/** The process's resident memory, in KiB. */
export const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
