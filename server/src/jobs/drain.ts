import { setImmediate as nextTurn } from 'node:timers/promises';
import type PgBoss from 'pg-boss';

type Handler = (jobs: unknown) => Promise<unknown>;

/** Keeps a promise in `set` until it settles, leaving before whatever awaits it resumes. */
function tracked<T>(set: Set<Promise<unknown>>, work: () => Promise<T>): Promise<T> {
  const running = Promise.resolve().then(work);
  // Registered before the caller's own continuation: a fetch leaves the set before its jobs
  // reach their handler, which is then counted in the same turn.
  const forget = () => set.delete(running);
  running.then(forget, forget);
  set.add(running);
  return running;
}

/**
 * The queue's work under way: its statements and the handlers of the jobs it fetched.
 *
 * pg-boss 10.4 stops a worker by a flag its loop reads between fetches, and its `offWork` and
 * `stop` return without waiting for a fetch already sent. The jobs that fetch brings back then
 * run, and are completed or failed, after the feature and the database have closed (docs/jobs.md,
 * "Closing"). Counting both, stopping can wait until nothing of a queue is under way.
 */
export class JobsDrain {
  private readonly statements = new Set<Promise<unknown>>();
  private readonly handlers = new Map<string, Set<Promise<unknown>>>();
  private readonly queueOfWorker = new Map<string, string>();

  /**
   * Resolves once, at a turn of the event loop, no statement of the queue is under way and no
   * handler of `queue` runs (of any queue, when none is named). A fetch's answer reaches its handler
   * within the turn it arrives in, so a quiet turn means no job is still on its way. The other
   * queues' handlers run on: one feature stopping does not wait for another's work.
   */
  async settled(queue?: string): Promise<void> {
    const sets = () => (queue === undefined ? [...this.handlers.values()] : [this.handlers.get(queue) ?? new Set()]);
    const underWay = () => [...this.statements, ...sets().flatMap((set) => [...set])];
    do {
      await Promise.allSettled(underWay());
      await nextTurn();
    } while (underWay().length > 0);
  }

  /** The queue's connection, with each statement counted. */
  db(inner: PgBoss.Db): PgBoss.Db {
    return { executeSql: (text, values) => tracked(this.statements, () => inner.executeSql(text, values)) };
  }

  /**
   * Counts every handler given to `boss.work`, by queue, and makes `boss.offWork` return only
   * once the jobs the stopped worker still fetched have been handled.
   */
  watch(boss: PgBoss): void {
    const work = boss.work.bind(boss) as (...args: unknown[]) => Promise<string>;
    boss.work = (async (...args: unknown[]) => {
      const queue = args[0] as string;
      const handler = args.pop() as Handler;
      const running = this.handlers.get(queue) ?? new Set();
      this.handlers.set(queue, running);
      const id = await work(...args, (jobs: unknown) => tracked(running, () => handler(jobs)));
      this.queueOfWorker.set(id, queue);
      return id;
    }) as PgBoss['work'];
    // Never called from a handler of the same queue: it would wait for itself.
    const offWork = boss.offWork.bind(boss) as (value: string | PgBoss.OffWorkOptions) => Promise<void>;
    boss.offWork = (async (value: string | PgBoss.OffWorkOptions) => {
      await offWork(value);
      const queue = typeof value === 'string' ? value : this.queueOfWorker.get(value.id);
      if (typeof value !== 'string') this.queueOfWorker.delete(value.id);
      if (queue !== undefined) await this.settled(queue);
    }) as PgBoss['offWork'];
  }
}
