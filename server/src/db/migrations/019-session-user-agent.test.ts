import { sql } from 'kysely';
import { testDatabases } from '../../test-harness/databases';
import { databaseBeforeMigration, type AnyDb, type DatabaseBeforeMigration } from '../../test-harness/database-before-migration';

describe.each(testDatabases())('the browser of a session on $name', (target) => {
  let database: DatabaseBeforeMigration;
  let db: AnyDb;

  beforeAll(async () => {
    database = await databaseBeforeMigration(target, '019-session-user-agent');
    db = database.db;
    const company = (await sql<{ id: number }>`insert into companies (name) values ('Old') returning id`.execute(db)).rows[0]!.id;
    const user = (
      await sql<{ id: number }>`insert into users (company_id, email, password_hash, first_name, last_name, role)
        values (${company}, 'old@old.test', '!', 'Old', 'Row', 'participant') returning id`.execute(db)
    ).rows[0]!.id;
    await sql`insert into sessions (id, user_id, expires_at) values ('open-before', ${user}, now() + interval '1 hour')`.execute(db);
  });
  afterAll(() => database?.close());

  it('keeps the sessions open before it, naming no browser for them, and goes back without a trace', async () => {
    await database.up();
    expect(await db.selectFrom('sessions').select(['id', 'user_agent']).execute()).toEqual([{ id: 'open-before', user_agent: null }]);

    await database.down();
    expect(await db.selectFrom('sessions').selectAll().execute()).toEqual([expect.not.objectContaining({ user_agent: expect.anything() })]);
  });
});
