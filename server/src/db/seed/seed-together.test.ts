import { testDatabases } from '../../test-harness/databases';
import { openDatabase } from '../start';

jest.setTimeout(180_000);

// Several processes on one PostgreSQL; the embedded database has one process by design.
const postgres = testDatabases().find((target) => target.name === 'postgres');

(postgres ? it : it.skip)('servers started together on an empty PostgreSQL all start, and the demo data is there once', async () => {
  const { spec, drop } = await postgres!.create();
  try {
    const handles = await Promise.all([openDatabase(spec), openDatabase(spec), openDatabase(spec)]);
    const db = handles[0]!.db;
    expect(await db.selectFrom('companies').select('id').where('name', '=', 'Demo S.p.A.').execute()).toHaveLength(1);
    expect(await db.selectFrom('users').select('id').where('email', '=', 'admin@demo.skillup.test').execute()).toHaveLength(1);
    for (const handle of handles) await handle.close();
  } finally {
    await drop();
  }
});
