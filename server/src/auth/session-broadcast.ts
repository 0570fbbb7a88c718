import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The NOTIFY channel on which processes tell each other what to forget (docs/deploy.md, "Replicas"). */
export const SESSIONS_CHANNEL = 'skillup_sessions';

/**
 * What a process forgets after a change: a user's sessions (their session or account changed),
 * only the reads kept for them (their data changed), or every session (a password reset,
 * whose account is not known to the request).
 */
export type SessionChange = { forget: 'user' | 'reads'; userId: number } | { forget: 'all' };

/** Who sent a change: a process's name and the number of its announcement. */
interface Sender {
  name: string;
  sequence: number;
}

/** `<name>/<sequence> <forget> [<userId>]`. */
export function encodeChange(sender: Sender, change: SessionChange): string {
  const from = `${sender.name}/${sender.sequence}`;
  return change.forget === 'all' ? `${from} all` : `${from} ${change.forget} ${change.userId}`;
}

/**
 * The change a payload announces. One not understood (another version's, a hand-sent NOTIFY)
 * forgets everything: forgetting too much costs reads, keeping too much serves a stale session.
 */
export function decodeChange(payload: string): { sender: Sender | null; change: SessionChange } {
  const [from = '', forget, userId] = payload.split(' ');
  const [name, sequence] = from.split('/');
  const sender = name && sequence && /^\d{1,15}$/.test(sequence) ? { name, sequence: Number(sequence) } : null;
  if ((forget === 'user' || forget === 'reads') && userId !== undefined && /^[1-9]\d{0,9}$/.test(userId)) {
    return { sender, change: { forget, userId: Number(userId) } };
  }
  return { sender, change: { forget: 'all' } };
}

/** How long an announcement waits to hear itself back before the answer goes anyway. */
const ECHO_TIMEOUT_MS = 2_000;

interface Listener {
  /** Another process's change, to forget at once. */
  onChange(change: SessionChange): void;
  /** Whether this process hears the channel now; while it does not, it must keep nothing. */
  onHearing(hearing: boolean): void;
}

/**
 * One process's part on the channel. An announcement resolves once the process has heard it
 * back: PostgreSQL hands a notification to every listening session at once, so by then the
 * other processes have it on their connection, before the client can send its next request.
 * An echo that does not come in time means the connection hears nothing while it looks open:
 * the process counts itself deaf, and no longer waits, until a notification arrives again
 * (the ones before it, delivered in order, came first).
 */
export class SessionBroadcast {
  private readonly name = randomUUID();
  private sequence = 0;
  private connected = false;
  private hearing = false;
  private readonly echoes = new Map<number, () => void>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly listener: Listener,
    private readonly echoTimeoutMs = ECHO_TIMEOUT_MS,
  ) {}

  /** A payload from the channel: another process's change, or the echo of this one's. */
  hear(payload: string): void {
    if (this.connected && !this.hearing) this.setHearing(true);
    const { sender, change } = decodeChange(payload);
    if (sender?.name !== this.name) this.listener.onChange(change);
    else this.echoes.get(sender.sequence)?.();
  }

  /** Whether the listening connection is open; a closed one hears nothing. */
  setConnected(connected: boolean): void {
    this.connected = connected;
    this.setHearing(connected);
  }

  private setHearing(hearing: boolean): void {
    this.hearing = hearing;
    if (!hearing) for (const release of [...this.echoes.values()]) release();
    this.listener.onHearing(hearing);
  }

  async announce(change: SessionChange): Promise<void> {
    const sequence = ++this.sequence;
    let timer: NodeJS.Timeout | undefined;
    const echoed = this.hearing
      ? new Promise<void>((resolve) => {
          const release = () => {
            clearTimeout(timer);
            this.echoes.delete(sequence);
            resolve();
          };
          this.echoes.set(sequence, release);
          timer = setTimeout(() => {
            release();
            if (this.hearing) this.setHearing(false);
          }, this.echoTimeoutMs);
        })
      : Promise.resolve();
    try {
      await sql`select pg_notify(${SESSIONS_CHANNEL}, ${encodeChange({ name: this.name, sequence }, change)})`.execute(this.db);
    } catch (err) {
      this.echoes.get(sequence)?.();
      throw err;
    }
    await echoed;
  }
}
