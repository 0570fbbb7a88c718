import type { Kysely, Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

/**
 * docs/remotes.md, "Files checked before they run": the SHA-384 of every file of a version,
 * recorded when it is published, and the entry file its manifest names. Versions published
 * before have neither until the server has checked their files against the hash of their
 * upload (remotes/integrity-backfill.ts).
 */
export const remoteIntegrity: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('remote_versions').addColumn('file_integrity', 'jsonb').addColumn('entry', 'text').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('remote_versions').dropColumn('file_integrity').dropColumn('entry').execute();
  },
};
