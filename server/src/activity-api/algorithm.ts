import { readFile, realpath } from 'node:fs/promises';
import { isAbsolute, posix, relative, resolve } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The folder of an activity from its test url, relative to the test base /tests/
 * (`in-basket/index.html` → `in-basket`). Null for anything that is not a plain
 * relative path inside the activities: another origin, a query, or a climb out.
 */
export function activityFolder(url: string): string | null {
  const path = url.replace(/^\/?tests\//, '');
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('/') || path.includes('\\') || /[?#\0]/.test(path)) return null;
  const folder = posix.normalize(posix.dirname(path));
  if (folder === '.' || folder === '..' || folder.startsWith('..')) return null;
  return folder;
}

/** The urls of the tests with this abbreviation the user can run, their selected campaign first. */
export async function testUrlsFor(db: Kysely<Database>, userId: number, abbreviation: string, selectedCampaignId: number | null): Promise<string[]> {
  const rows = await db
    .selectFrom('tests')
    .innerJoin('user_campaigns as uc', 'uc.campaign_id', 'tests.campaign_id')
    .innerJoin('campaigns as c', 'c.id', 'tests.campaign_id')
    .where('uc.user_id', '=', userId)
    // Only campaigns the user answers in: a DRAFT is HR's alone, a CLOSED one takes no more answers.
    .where('c.state', '=', 'ACTIVE')
    .where('uc.state', '<>', 'CLOSED')
    .where(sql<boolean>`lower(tests.abbreviation) = lower(${abbreviation})`)
    .select(['tests.url', 'tests.campaign_id'])
    .orderBy(sql`case when tests.campaign_id = ${selectedCampaignId ?? 0} then 0 else 1 end`)
    .orderBy('tests.campaign_id')
    .execute();
  return rows.map((r) => r.url);
}

const isInside = (root: string, target: string) => {
  const rel = relative(root, target);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
};

/**
 * Reads `<activitiesDir>/<folder>/algorithm.js`, refusing any path (symbolic links
 * included) that leads outside the activities. Null when there is no such file.
 */
export async function readAlgorithm(activitiesDir: string, folder: string): Promise<string | null> {
  let root: string;
  let file: string;
  try {
    root = await realpath(activitiesDir);
    file = await realpath(resolve(root, folder, 'algorithm.js'));
  } catch {
    return null;
  }
  if (!isInside(root, file)) return null;
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}
