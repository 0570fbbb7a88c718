import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DatabaseSpec } from '../db/connection';

export interface TestDatabaseTarget {
  name: 'pglite' | 'postgres';
  /** A fresh, empty database for one test file, and how to throw it away. */
  create(): Promise<{ spec: DatabaseSpec; drop(): Promise<void> }>;
  /**
   * A fresh database that may already hold the latest schema and the demo data, as openDatabase
   * leaves it: the in-memory PGlite starts from the run's seeded copy when there is one.
   */
  createSeeded(): Promise<{ spec: DatabaseSpec; drop(): Promise<void> }>;
}

/** Where seeded-pglite.setup.ts (Jest's global setup) leaves the run's migrated and seeded PGlite, dumped. */
export const SEEDED_PGLITE_ENV = 'SKILLUP_TEST_SEEDED_PGLITE';

async function onServer<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function postgresTarget(serverUrl: string): TestDatabaseTarget {
  const target: TestDatabaseTarget = {
    name: 'postgres',
    createSeeded: () => target.create(),
    async create() {
      const name = `skillup_test_${randomBytes(6).toString('hex')}`;
      await onServer(serverUrl, (client) => client.query(`create database ${name}`));
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return {
        spec: { kind: 'postgres', url: url.toString() },
        drop: () => onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
      };
    },
  };
  return target;
}

const memoryTarget: TestDatabaseTarget = {
  name: 'pglite',
  async create() {
    return { spec: { kind: 'memory' }, drop: async () => undefined };
  },
  async createSeeded() {
    return { spec: { kind: 'memory', from: process.env[SEEDED_PGLITE_ENV] }, drop: async () => undefined };
  },
};

/**
 * Where the server suites run: always an in-memory PGlite, and also a real PostgreSQL
 * when TEST_DATABASE_URL names a server (each file in a database it creates and drops).
 */
export function testDatabases(): TestDatabaseTarget[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [memoryTarget, postgresTarget(url)] : [memoryTarget];
}
