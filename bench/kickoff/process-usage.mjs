// CPU time and peak memory of processes, read from /proc (Linux).
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** User + system CPU seconds a process has used so far; null once it is gone. */
export function cpuSeconds(pid) {
  try {
    // The command name may hold spaces: the fields are counted after its closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The most resident memory the process has had, in MiB (VmHWM); null once it is gone. */
export function peakRssMb(pid) {
  try {
    return Math.round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);
  } catch {
    return null;
  }
}

/** The PostgreSQL server's processes (the postmaster and its backends) on this machine. */
export function postgresPids() {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * CPU used by the processes `pids()` names between now and the call of the function it
 * answers: each counted from now, or from its start when it began since. A process that
 * ended in between is not counted (the server's pool keeps PostgreSQL's backends for long).
 */
export function cpuMeter(pids) {
  const start = new Map(pids().map((pid) => [pid, cpuSeconds(pid)]));
  return () => {
    let total = 0;
    for (const pid of pids()) {
      const now = cpuSeconds(pid);
      if (now !== null) total += now - (start.get(pid) ?? 0);
    }
    return Math.round(total * 10) / 10;
  };
}
