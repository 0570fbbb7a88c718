import fp from 'fastify-plugin';
import type { DatabaseHandle } from './connection';
import type { Listen } from './listen';

declare module 'fastify' {
  interface FastifyInstance {
    /** A NOTIFY channel of the app's database, heard by this process (db/listen.ts); none when no other process shares it. */
    listenToDatabase: Listen | undefined;
  }
}

/**
 * The database the routes query, owned by the app once registered: closing the app closes
 * the PostgreSQL pool or the embedded PGlite. Fastify runs the onClose hooks last-registered
 * first, so what registers after this plugin (the report worker) stops before the database goes.
 */
export const databasePlugin = fp<{ database: DatabaseHandle }>(
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.decorate('listenToDatabase', database.listen);
    app.addHook('onClose', () => database.close());
  },
  { name: 'database' },
);
