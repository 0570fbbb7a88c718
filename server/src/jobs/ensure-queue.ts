import type PgBoss from 'pg-boss';

const DEADLOCK = '40P01';
const ATTEMPTS = 5;

/**
 * Creates the queue unless it is there. A new queue is a partition that pg-boss attaches to
 * its job table, and two servers doing it at once (replicas starting together on a fresh
 * database) can deadlock: PostgreSQL aborts one of them, which tries again and then finds
 * the queue made.
 */
export async function ensureQueue(jobs: PgBoss, queue: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await jobs.createQueue(queue.name, queue);
      return;
    } catch (err) {
      if ((err as { code?: unknown }).code !== DEADLOCK || attempt === ATTEMPTS) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}
