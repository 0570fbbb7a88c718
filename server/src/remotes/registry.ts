import type { Kysely } from 'kysely';
import {
  MANIFEST_FILE,
  REMOTE_NAMES,
  type AreaDeclaration,
  type CampaignRemote,
  type CampaignRemotes,
  type RemoteListing,
  type RemoteName,
  type RemoteRef,
  type RemoteVersionInfo,
  type RoleKind,
} from '@skillup/shared/api/contract';
import type { Database } from '../db/schema';
import { checkedFiles } from './integrity';

export const manifestUrl = (remote: string, version: string) => `/remotes/${remote}/${version}/${MANIFEST_FILE}`;

export async function findVersion(db: Kysely<Database>, remote: RemoteName, version: string) {
  return db.selectFrom('remote_versions').selectAll().where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
}

export const toVersionInfo = (row: { version: string; hash: string; published_at: Date }): RemoteVersionInfo => ({
  version: row.version,
  hash: row.hash,
  publishedAt: row.published_at.toISOString(),
});

interface VersionRecord {
  ref: RemoteRef;
  area: AreaDeclaration | null;
}

/** What the map says of each published version, by remote and version. */
async function versionRecords(db: Kysely<Database>): Promise<(remote: string, version: string) => VersionRecord | undefined> {
  const rows = await db.selectFrom('remote_versions').select(['remote', 'version', 'area', 'file_integrity', 'entry']).execute();
  const records = new Map(
    rows.map((row) => [
      `${row.remote}@${row.version}`,
      { ref: { version: row.version, url: manifestUrl(row.remote, row.version), integrity: checkedFiles(row) }, area: row.area },
    ]),
  );
  return (remote, version) => records.get(`${remote}@${version}`);
}

/**
 * Whether the caller hears of a version: a remote whose area is not for their role stays
 * unknown to them, and of two areas on one path the first remote's is the one mounted.
 */
function admits(area: AreaDeclaration | null, role: RoleKind, takenPaths: Set<string>): boolean {
  if (!area) return true;
  if (!area.roles.includes(role) || takenPaths.has(area.path)) return false;
  takenPaths.add(area.path);
  return true;
}

/**
 * The version each remote loads: its pin among `pinned`, else its default, with that default to
 * fall back on and the area the version declares for `role`.
 */
async function remoteMap(db: Kysely<Database>, pinned: Promise<{ remote: string; version: string }[]>, role: RoleKind): Promise<CampaignRemotes> {
  const [defaults, pins, recordOf] = await Promise.all([db.selectFrom('remote_defaults').selectAll().execute(), pinned, versionRecords(db)]);
  const remotes: Partial<Record<RemoteName, CampaignRemote>> = {};
  const takenPaths = new Set<string>();
  for (const name of REMOTE_NAMES) {
    const fallback = defaults.find((d) => d.remote === name)?.version ?? null;
    const chosen = pins.find((p) => p.remote === name)?.version ?? fallback;
    const record = chosen === null ? undefined : recordOf(name, chosen);
    if (!record) continue;
    const { ref, area } = record;
    if (!admits(area, role, takenPaths)) continue;
    const fallbackRef = fallback === null ? null : (recordOf(name, fallback)?.ref ?? null);
    remotes[name] = { ...ref, fallback: fallbackRef, ...(area ? { area } : {}) };
  }
  return remotes;
}

/** The version a campaign loads for each remote (its pin, else the default), with the area it declares for `role`. */
export async function campaignRemotes(db: Kysely<Database>, campaignId: number, role: RoleKind): Promise<CampaignRemotes> {
  return remoteMap(db, db.selectFrom('remote_pins').select(['remote', 'version']).where('campaign_id', '=', campaignId).execute(), role);
}

/**
 * Without a campaign: the remotes whose default version declares an area that needs no
 * campaign and that `role` may open. Pins are a campaign's, so none applies.
 */
export async function areaRemotes(db: Kysely<Database>, role: RoleKind): Promise<CampaignRemotes> {
  const remotes = await remoteMap(db, Promise.resolve([]), role);
  return Object.fromEntries(Object.entries(remotes).filter(([, entry]) => entry.area && !entry.area.campaign));
}

/** Every remote with its versions (newest first), default and pins (of one company's campaigns, when given). */
export async function registryListing(db: Kysely<Database>, companyId?: number): Promise<RemoteListing[]> {
  let pinQuery = db.selectFrom('remote_pins').select(['remote_pins.remote', 'remote_pins.campaign_id', 'remote_pins.version']);
  if (companyId !== undefined) {
    pinQuery = pinQuery.innerJoin('campaigns', 'campaigns.id', 'remote_pins.campaign_id').where('campaigns.company_id', '=', companyId);
  }
  const [versions, defaults, pins] = await Promise.all([
    db.selectFrom('remote_versions').selectAll().orderBy('published_at', 'desc').orderBy('version', 'desc').execute(),
    db.selectFrom('remote_defaults').selectAll().execute(),
    pinQuery.orderBy('remote_pins.campaign_id').execute(),
  ]);
  return REMOTE_NAMES.map((name) => ({
    name,
    default: defaults.find((d) => d.remote === name)?.version ?? null,
    versions: versions.filter((v) => v.remote === name).map(toVersionInfo),
    pins: pins.filter((p) => p.remote === name).map((p) => ({ campaignId: p.campaign_id, version: p.version })),
  }));
}

export async function setDefaultVersion(db: Kysely<Database>, remote: RemoteName, version: string): Promise<void> {
  await db
    .insertInto('remote_defaults')
    .values({ remote, version })
    .onConflict((oc) => oc.column('remote').doUpdateSet({ version }))
    .execute();
}

export async function pinVersion(db: Kysely<Database>, remote: RemoteName, campaignId: number, version: string) {
  await db
    .insertInto('remote_pins')
    .values({ remote, campaign_id: campaignId, version })
    .onConflict((oc) => oc.columns(['remote', 'campaign_id']).doUpdateSet({ version }))
    .execute();
}

/** True when a pin was there to remove. */
export async function unpinVersion(db: Kysely<Database>, remote: RemoteName, campaignId: number): Promise<boolean> {
  const result = await db.deleteFrom('remote_pins').where('remote', '=', remote).where('campaign_id', '=', campaignId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
