import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import { Client } from 'pg';
import type { Database } from './schema';

/** A subscription to a NOTIFY channel, as `Listen` resolves to it. */
export interface Subscription {
  /** Ends it. */
  stop(): Promise<void>;
  /**
   * Which of the named subscriptions (each process names its own) still have their connection
   * open on the server, as the server sees it: a process killed loses its connection at once.
   * Undefined when it cannot be told, this one's own connection being closed; absent where
   * every subscriber lives in this process.
   */
  stillListening?(names: string[]): Promise<Set<string> | undefined>;
}

/**
 * A subscription to a PostgreSQL NOTIFY channel under `name`. `onState(false)` says
 * notifications may be missed from now on (the connection was lost); `onState(true)` says they
 * arrive again, which is also the first call once the subscription holds.
 */
export type Listen = (
  channel: string,
  onMessage: (payload: string) => void,
  onState: (listening: boolean) => void,
  name: string,
) => Promise<Subscription>;

/** The `application_name` of a subscription's connection: how the server lists it. */
export const LISTENER_PREFIX = 'skillup-listen:';

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * On a PostgreSQL server: a connection of its own, outside the pool, since a pooled one goes
 * back to other queries between them and LISTEN belongs to the session. A lost connection is
 * opened again, with a growing pause, until the subscription is ended. The connection carries
 * the subscription's name, so that another process can see whether it is still open.
 */
export function postgresListen(url: string): Listen {
  return async (channel, onMessage, onState, name) => {
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
      const next = new Client({ connectionString: url, application_name: LISTENER_PREFIX + name });
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
    return {
      async stop() {
        ended = true;
        clearTimeout(retry);
        const last = client;
        client = null;
        await last?.end().catch(() => undefined);
      },
      async stillListening(names) {
        if (names.length === 0) return new Set();
        if (!client) return undefined;
        try {
          const { rows } = await client.query<{ name: string }>(
            'select distinct application_name as name from pg_stat_activity where application_name = any($1)',
            [names.map((n) => LISTENER_PREFIX + n)],
          );
          return new Set(rows.map((row) => row.name.slice(LISTENER_PREFIX.length)));
        } catch {
          return undefined;
        }
      },
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
    return { stop: () => db.connection().execute(() => unlisten()) };
  };
}
