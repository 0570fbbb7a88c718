import { Migrator, sql, type Kysely } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../connection';
import { testDatabases } from '../../test-harness/databases';
import { migrations } from '.';

/* The rows are written as the schema stood before this migration, not as typed today. */
type AnyDb = Kysely<any>;

const THIS = '019-session-user-agent';
const names = Object.keys(migrations).sort();
const before = names[names.indexOf(THIS) - 1] as string;

describe.each(testDatabases())('the browser of a session on $name', (target) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let db: AnyDb;
  let migrator: Migrator;

  beforeAll(async () => {
    const created = await target.create();
    drop = created.drop;
    handle = await createDatabase(created.spec);
    db = handle.db as AnyDb;
    migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo(before);
    if (error) throw error;
    const company = (await sql<{ id: number }>`insert into companies (name) values ('Old') returning id`.execute(db)).rows[0]!.id;
    const user = (
      await sql<{ id: number }>`insert into users (company_id, email, password_hash, first_name, last_name, role)
        values (${company}, 'old@old.test', '!', 'Old', 'Row', 'participant') returning id`.execute(db)
    ).rows[0]!.id;
    await sql`insert into sessions (id, user_id, expires_at) values ('open-before', ${user}, now() + interval '1 hour')`.execute(db);
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it('keeps the sessions open before it, naming no browser for them, and goes back without a trace', async () => {
    const up = await migrator.migrateTo(THIS);
    if (up.error) throw up.error;
    expect(await db.selectFrom('sessions').select(['id', 'user_agent']).execute()).toEqual([{ id: 'open-before', user_agent: null }]);

    const down = await migrator.migrateTo(before);
    if (down.error) throw down.error;
    expect(await db.selectFrom('sessions').selectAll().execute()).toEqual([expect.not.objectContaining({ user_agent: expect.anything() })]);
  });
});
