import { sql, type Kysely, type Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

/**
 * The report and the 360 were mounted by the host at `/report` and `/skillup-360` until they
 * declared their areas in an area.json like every other remote (docs/remotes.md, "Where an
 * area is mounted"). Their versions published before say nothing of an area: they get the
 * very mount the host gave them, so that a campaign pinned to one keeps opening it until it
 * is unpinned. Written out here as it stood, not read from today's files.
 */
const EVERY_ROLE = ['participant', 'assessor', 'admin', 'superassessor'];
const FORMER_MOUNTS: Record<string, object> = {
  report: {
    path: '/report',
    menu: { it: 'Report', en: 'Report', es: 'Informe' },
    roles: EVERY_ROLE,
    landing: false,
    campaign: true,
  },
  '360': { path: '/skillup-360', roles: EVERY_ROLE, landing: false, campaign: true },
};

export const hostMountedAreas: Migration = {
  async up(db: AnyDb) {
    for (const [remote, area] of Object.entries(FORMER_MOUNTS)) {
      await db
        .updateTable('remote_versions')
        .set({ area: JSON.stringify(area) })
        .where('remote', '=', remote)
        .where('area', 'is', null)
        .execute();
    }
  },
  async down(db: AnyDb) {
    for (const [remote, area] of Object.entries(FORMER_MOUNTS)) {
      await db
        .updateTable('remote_versions')
        .set({ area: null })
        .where('remote', '=', remote)
        .where(sql<boolean>`area = ${JSON.stringify(area)}::jsonb`)
        .execute();
    }
  },
};
