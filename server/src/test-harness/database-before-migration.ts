import { Migrator, type Kysely } from 'kysely';
import { createDatabase } from '../db/connection';
import { migrations } from '../db/migrations';
import type { TestDatabaseTarget } from './databases';

/** Rows are written as the schema stood before the migration under test, not as typed today. */
export type AnyDb = Kysely<any>;

export interface DatabaseBeforeMigration {
  db: AnyDb;
  /** Runs the migration under test. */
  up(): Promise<void>;
  /** Takes it back. */
  down(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A fresh database of its own, migrated up to the migration just before `name`: a migration's
 * test writes the rows the schema of that time held, then runs `up` and `down` on them.
 */
export async function databaseBeforeMigration(target: TestDatabaseTarget, name: string): Promise<DatabaseBeforeMigration> {
  const names = Object.keys(migrations).sort();
  const index = names.indexOf(name);
  if (index < 1) throw new Error(`no migration before ${name}`);
  const before = names[index - 1]!;
  const created = await target.create();
  const handle = await createDatabase(created.spec);
  const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
  const migrateTo = async (target: string) => {
    const { error } = await migrator.migrateTo(target);
    if (error) throw error;
  };
  await migrateTo(before);
  return {
    db: handle.db as AnyDb,
    up: () => migrateTo(name),
    down: () => migrateTo(before),
    async close() {
      await handle.close();
      await created.drop();
    },
  };
}
