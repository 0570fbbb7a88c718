import fp from 'fastify-plugin';
import type { DatabaseHandle } from './connection';

/**
 * The database the routes query, owned by the app once registered: closing the app closes
 * the PostgreSQL pool or the embedded PGlite. Fastify runs the onClose hooks last-registered
 * first, so what registers after this plugin (the report worker) stops before the database goes.
 */
export const databasePlugin = fp<{ database: DatabaseHandle }>(
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.addHook('onClose', () => database.close());
  },
  { name: 'database' },
);
