import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import { Client } from 'pg';
import type { Database } from './schema';

/**
 * A subscription to a PostgreSQL NOTIFY channel. `onState(false)` says notifications may be
 * missed from now on (the connection was lost); `onState(true)` says they arrive again, which
 * is also the first call once the subscription holds. Resolves to the way to end it.
 */
export type Listen = (channel: string, onMessage: (payload: string) => void, onState: (listening: boolean) => void) => Promise<() => Promise<void>>;

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * On a PostgreSQL server: a connection of its own, outside the pool, since a pooled one goes
 * back to other queries between them and LISTEN belongs to the session. A lost connection is
 * opened again, with a growing pause, until the subscription is ended.
 */
export function postgresListen(url: string): Listen {
  return async (channel, onMessage, onState) => {
    let client: Client | null = null;
    let ended = false;
    let retryMs = RETRY_FIRST_MS;
    let retry: NodeJS.Timeout | undefined;

    const lost = (failed: Client) => {
      if (client !== failed) return;
      client = null;
      failed.removeAllListeners();
      failed.on('error', () => undefined);
      failed.end().catch(() => undefined);
      onState(false);
      if (!ended) retry = setTimeout(() => void connect(), retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    };
    const connect = async () => {
      const next = new Client({ connectionString: url });
      client = next;
      next.on('error', () => lost(next));
      next.on('end', () => lost(next));
      next.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '');
      });
      try {
        await next.connect();
        await next.query(`listen "${channel}"`);
      } catch {
        lost(next);
        return;
      }
      if (ended) return;
      retryMs = RETRY_FIRST_MS;
      onState(true);
    };

    await connect();
    return async () => {
      ended = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    };
  };
}

/**
 * On an in-memory PGlite, which the test harness's replicas share: its own LISTEN, taken while
 * no transaction holds the one session (db.connection() waits for it), so the subscription
 * cannot end up inside someone's BEGIN. Nothing can be lost in one process: the state stays true.
 */
export function pgliteListen(pglite: PGlite, db: Kysely<Database>): Listen {
  return async (channel, onMessage, onState) => {
    const unlisten = await db.connection().execute(() => pglite.listen(channel, onMessage));
    onState(true);
    return () => db.connection().execute(() => unlisten());
  };
}
