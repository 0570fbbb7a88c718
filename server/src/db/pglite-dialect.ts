import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite, Results } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/**
 * PGlite is one Postgres backend with one session. Kysely asks for a connection per query
 * and keeps it for a whole transaction, so handing out the single session behind a lock
 * keeps concurrent requests from running their statements inside each other's BEGIN.
 */
class SessionLock {
  private tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const granted = this.tail.then(() => release);
    this.tail = this.tail.then(() => released);
    return granted;
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly client: PGlite,
    readonly release: () => void,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // node-postgres's rule: without parameters a query goes by the simple protocol, which
    // takes several statements at once (the job queue installs its schema as one script).
    const result: Results =
      query.parameters.length === 0
        ? ((await this.client.exec(query.sql)).at(-1) ?? { rows: [], fields: [] })
        : await this.client.query(query.sql, [...query.parameters]);
    // PGlite runs the query in this thread and answers within the same turn of the event loop:
    // a job's queries one after another (a mail, a page of invitations) would keep every request
    // unread until the last. A turn after each lets them in, and a request whose session is
    // kept needs no query at all (docs/jobs.md, "Benchmark").
    await nextTurn();
    const affected = result.affectedRows;
    return {
      rows: result.rows as R[],
      ...(affected !== undefined && result.command !== 'SELECT' ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results');
  }
}

class PGliteDriver implements Driver {
  private readonly lock = new SessionLock();

  constructor(private readonly client: PGlite) {}

  async init(): Promise<void> {
    await this.client.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.lock.acquire();
    return new PGliteConnection(this.client, release);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PGliteConnection).release();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('BEGIN'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('COMMIT'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }

  async destroy(): Promise<void> {
    await this.client.close();
  }
}

/** Kysely's own PostgreSQL compiler and introspector over an embedded PGlite. */
export class PGliteDialect implements Dialect {
  constructor(private readonly client: PGlite) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.client);
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}
