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

/** Who sent a notice: a process's name and the number of its notice. */
interface Sender {
  name: string;
  sequence: number;
}

/**
 * What goes on the channel: a change; a process that starts listening (`hello`), the answer of
 * those already there (`here`), one that stops (`bye`); and `heard`, a process confirming that
 * it has forgotten what another's change asked.
 */
export type Notice = { kind: 'change'; change: SessionChange } | { kind: 'hello' | 'here' | 'bye' } | { kind: 'heard'; of: Sender };

/** `<name>/<sequence> <forget> [<userId>]`, `<name>/<sequence> hello|here|bye`, `<name>/<sequence> heard <name>/<sequence>`. */
export function encodeNotice(sender: Sender, notice: Notice): string {
  const from = `${sender.name}/${sender.sequence}`;
  if (notice.kind === 'heard') return `${from} heard ${notice.of.name}/${notice.of.sequence}`;
  if (notice.kind !== 'change') return `${from} ${notice.kind}`;
  const { change } = notice;
  return change.forget === 'all' ? `${from} all` : `${from} ${change.forget} ${change.userId}`;
}

function senderOf(text: string): Sender | null {
  const [name, sequence] = text.split('/');
  return name && sequence && /^\d{1,15}$/.test(sequence) ? { name, sequence: Number(sequence) } : null;
}

/**
 * The notice a payload carries. One not understood (another version's, a hand-sent NOTIFY)
 * is a change that forgets everything: forgetting too much costs reads, keeping too much
 * serves a stale session.
 */
export function decodeNotice(payload: string): { sender: Sender | null; notice: Notice } {
  const [from = '', word, argument, ...rest] = payload.split(' ');
  const sender = senderOf(from);
  if (sender && rest.length === 0) {
    if ((word === 'hello' || word === 'here' || word === 'bye') && argument === undefined) return { sender, notice: { kind: word } };
    const of = word === 'heard' && argument !== undefined ? senderOf(argument) : null;
    if (of) return { sender, notice: { kind: 'heard', of } };
  }
  if ((word === 'user' || word === 'reads') && argument !== undefined && rest.length === 0 && /^[1-9]\d{0,9}$/.test(argument)) {
    return { sender, notice: { kind: 'change', change: { forget: word, userId: Number(argument) } } };
  }
  return { sender, notice: { kind: 'change', change: { forget: 'all' } } };
}

/** How long an announcement waits to hear itself back, and every other process confirm it. */
const ANSWER_TIMEOUT_MS = 2_000;

/** How long an announcement waits for the others' confirmations before it asks which of them are gone. */
const PROBE_AFTER_MS = 200;

interface Timing {
  answerTimeoutMs: number;
  probeAfterMs: number;
}

interface Listener {
  /** Another process's change, to forget at once. */
  onChange(change: SessionChange): void;
  /** Whether this process hears the channel now; while it does not, it must keep nothing. */
  onHearing(hearing: boolean): void;
  /** Processes that did not confirm a change in time: no longer waited for until heard again. */
  onSilent?(names: string[]): void;
  /** Processes whose connection to the channel is closed (killed): no longer waited for until heard again. */
  onGone?(names: string[]): void;
}

/**
 * Which of the named processes still have their connection to the channel open (`Subscription`
 * in db/listen.ts); undefined when it cannot be told.
 */
export type StillListening = (names: string[]) => Promise<Set<string> | undefined>;

/** An announcement on its way: whom it still waits for (this process's name for its echo). */
interface Waiting {
  names: Set<string>;
  done(): void;
}

/**
 * One process's part on the channel. An announcement resolves once this process has heard it
 * back and every other process it knows of has confirmed that it forgot what was asked: only
 * then may the answer leave, since the client's next request may reach any of them. A process
 * is known from the first notice heard of it (each says `hello` once it is ready to serve, and
 * those already there answer `here`) until it says `bye` or fails to confirm in time without
 * being heard meanwhile; a silent one is not waited for again until it is heard again.
 *
 * An echo that does not come in time means this process's connection hears nothing while it
 * looks open: it counts itself deaf, and waits for nothing, until a notice arrives again (the
 * ones before it, delivered in order, came first).
 */
export class SessionBroadcast {
  /** This process's name on the channel, and its subscription's. */
  readonly name = randomUUID();
  private sequence = 0;
  private connected = false;
  private hearing = false;
  /** The other processes known, each with the number of the last payload heard from it. */
  private readonly peers = new Map<string, number>();
  /** Payloads heard so far. */
  private heardCount = 0;
  private readonly waiting = new Map<number, Waiting>();
  /** Whether `join` was called: a connection opened again says `hello` again. */
  private started = false;

  private readonly timing: Timing;
  private readonly stillListening?: StillListening;

  /**
   * `stillListening`, where the channel can tell it, spares the writes that follow a replica's
   * death the whole timeout: a process whose connection is gone is not waited for.
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly listener: Listener,
    options: Partial<Timing> & { stillListening?: StillListening } = {},
  ) {
    const { stillListening, ...timing } = options;
    this.timing = { answerTimeoutMs: ANSWER_TIMEOUT_MS, probeAfterMs: PROBE_AFTER_MS, ...timing };
    this.stillListening = stillListening;
  }

  /** A payload from the channel: another process's notice, or the echo of this one's. */
  hear(payload: string): void {
    if (this.connected && !this.hearing) this.setHearing(true);
    this.heardCount += 1;
    const { sender, notice } = decodeNotice(payload);
    if (sender?.name === this.name) {
      this.answered(sender.sequence, this.name);
      return;
    }
    if (sender && notice.kind === 'bye') this.forgetPeer(sender.name);
    else if (sender) this.peers.set(sender.name, this.heardCount);

    if (notice.kind === 'change') {
      this.listener.onChange(notice.change);
      // Confirmed only once forgotten, which onChange did.
      if (sender) void this.send({ kind: 'heard', of: sender });
    } else if (notice.kind === 'hello') void this.send({ kind: 'here' });
    else if (notice.kind === 'heard' && sender && notice.of.name === this.name) this.answered(notice.of.sequence, sender.name);
  }

  /**
   * Whether the listening connection is open; a closed one hears nothing. Once open again
   * after `join`, the process says `hello` again: the others may have stopped waiting for it
   * while it was away.
   */
  setConnected(connected: boolean): void {
    this.connected = connected;
    this.setHearing(connected);
    if (connected && this.started) void this.sayHello();
  }

  /**
   * Says `hello`, and from then on the others wait for this process's confirmations; resolves
   * once the `hello` came back (or the timeout), by when the processes already listening have
   * it and their `here` follows. Called when the process is about to serve: while it starts
   * it keeps nothing, and a busy start would only keep the others' answers waiting.
   */
  async join(): Promise<void> {
    this.started = true;
    if (this.connected) await this.sayHello();
  }

  private async sayHello(): Promise<void> {
    await this.announceNotice({ kind: 'hello' }, new Set()).catch(() => undefined);
  }

  /** Says this process stops listening, so that nobody waits for it. */
  async leave(): Promise<void> {
    await this.send({ kind: 'bye' });
  }

  async announce(change: SessionChange): Promise<void> {
    await this.announceNotice({ kind: 'change', change }, new Set(this.peers.keys()));
  }

  private async announceNotice(notice: Notice, peers: Set<string>): Promise<void> {
    const sequence = ++this.sequence;
    const heardBefore = this.heardCount;
    const timers: NodeJS.Timeout[] = [];
    const answered = this.hearing
      ? new Promise<void>((resolve) => {
          const names = new Set([this.name, ...peers]);
          const done = () => {
            timers.forEach(clearTimeout);
            this.waiting.delete(sequence);
            resolve();
          };
          this.waiting.set(sequence, { names, done });
          if (this.stillListening) timers.push(setTimeout(() => void this.dropGone(sequence), this.timing.probeAfterMs));
          timers.push(
            setTimeout(() => {
              done();
              // One heard since (its connection came back and it said hello) lost what it kept
              // when it reconnected, and confirms again from now on: it stays known.
              const silent = [...names].filter((name) => name !== this.name && (this.peers.get(name) ?? 0) <= heardBefore);
              for (const name of silent) this.peers.delete(name);
              if (silent.length > 0) this.listener.onSilent?.(silent);
              if (names.has(this.name) && this.hearing) this.setHearing(false);
            }, this.timing.answerTimeoutMs),
          );
        })
      : Promise.resolve();
    try {
      await this.notify(sequence, notice);
    } catch (err) {
      this.waiting.get(sequence)?.done();
      throw err;
    }
    await answered;
  }

  /**
   * The others an announcement still waits for whose connection to the channel is gone: a
   * killed one never answers, and one whose connection dropped trusts no session of its own
   * from the moment it sees the loss (as after the timeout, which this only brings forward).
   * Not waited for, until heard again.
   */
  private async dropGone(sequence: number): Promise<void> {
    const others = [...(this.waiting.get(sequence)?.names ?? [])].filter((name) => name !== this.name);
    if (others.length === 0) return;
    const listening = await this.stillListening!(others);
    if (!listening) return;
    const gone = others.filter((name) => !listening.has(name) && this.peers.has(name));
    for (const name of gone) this.forgetPeer(name);
    if (gone.length > 0) this.listener.onGone?.(gone);
  }

  private answered(sequence: number, name: string): void {
    const waiting = this.waiting.get(sequence);
    if (!waiting) return;
    waiting.names.delete(name);
    if (waiting.names.size === 0) waiting.done();
  }

  private forgetPeer(name: string): void {
    this.peers.delete(name);
    for (const sequence of [...this.waiting.keys()]) this.answered(sequence, name);
  }

  private setHearing(hearing: boolean): void {
    this.hearing = hearing;
    if (!hearing) for (const waiting of [...this.waiting.values()]) waiting.done();
    this.listener.onHearing(hearing);
  }

  /** A notice that waits for no answer; one that fails is a confirmation the announcer stops waiting for in time. */
  private async send(notice: Notice): Promise<void> {
    await this.notify(++this.sequence, notice).catch(() => undefined);
  }

  private async notify(sequence: number, notice: Notice): Promise<void> {
    await sql`select pg_notify(${SESSIONS_CHANNEL}, ${encodeNotice({ name: this.name, sequence }, notice)})`.execute(this.db);
  }
}
