import type { Clock } from '../clock';

interface Timer {
  id: number;
  at: number;
  callback: () => void;
}

/** A clock that moves only when the test says so; it records every wait asked of it. */
export class FakeClock implements Clock {
  private time = 0;
  private nextId = 0;
  private timers: Timer[] = [];
  readonly waits: number[] = [];

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): unknown {
    this.nextId += 1;
    this.timers.push({ id: this.nextId, at: this.time + ms, callback });
    this.waits.push(ms);
    return this.nextId;
  }

  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  }

  get pendingTimers(): number {
    return this.timers.length;
  }

  /** Moves time on by `ms`, firing what falls due in order. */
  advance(ms: number): void {
    const until = this.time + ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((timer) => timer !== due);
      this.time = due.at;
      due.callback();
    }
    this.time = until;
  }
}
