import { createDatabase, type DatabaseHandle, type DatabaseSpec } from './connection';
import { migrateToLatest, wipeDatabase } from './migrate';
import { seedDemoData } from './seed/seed';

/** Opens the database and brings it to the latest schema, with the demo data when empty. */
export async function openDatabase(spec: DatabaseSpec, options: { reset?: boolean } = {}): Promise<DatabaseHandle> {
  const handle = await createDatabase(spec);
  try {
    if (options.reset) await wipeDatabase(handle.db);
    await migrateToLatest(handle.db);
    await seedDemoData(handle.db);
    return handle;
  } catch (err) {
    await handle.close();
    throw err;
  }
}
