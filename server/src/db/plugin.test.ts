import Fastify from 'fastify';
import { sql } from 'kysely';
import { createDatabase } from './connection';
import { databasePlugin } from './plugin';

describe('the database plugin', () => {
  it('gives the app its database, and closing the app closes the database', async () => {
    const database = await createDatabase({ kind: 'memory' });
    const app = Fastify({ logger: false });
    await app.register(databasePlugin, { database });
    await app.ready();
    expect((await sql<{ one: number }>`select 1 as one`.execute(app.db)).rows).toEqual([{ one: 1 }]);
    await app.close();
    await expect(sql`select 1`.execute(database.db)).rejects.toThrow();
  }, 60_000);
});
