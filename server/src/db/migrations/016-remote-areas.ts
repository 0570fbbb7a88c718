import type { Kysely, Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

/**
 * The area each remote version declares (its area.json, docs/remotes.md): the path the host
 * mounts it on, its menu entry, the roles that open it. Versions published before have none.
 */
export const remoteAreas: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('remote_versions').addColumn('area', 'jsonb').execute();
  },
};
