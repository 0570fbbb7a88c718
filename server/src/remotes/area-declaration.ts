import { Value } from '@sinclair/typebox/value';
import { AREA_FILE, AreaDeclaration, type RemoteName } from '@skillup/shared/api/contract';
import type { DecodedFile, UploadFailure } from './store';

/**
 * Paths an area cannot be mounted on: the host's own pages, the Task Room's pages that every
 * theme uses (docs/remotes.md), and what the server answers before the app
 * (server/src/static/plugin.ts). An area there would never be reached, or hide a page.
 */
export const RESERVED_AREA_PATHS = [
  '/login',
  '/reset',
  '/privacy',
  '/new_password',
  '/sso',
  '/select-campaign',
  '/account',
  '/tests',
  '/start',
  '/test',
  '/api',
  '/remotes',
  '/index.html',
];

/**
 * Paths the product's links and mails lead to (docs/behaviour.md): only their own remote may
 * declare them, so that no other area takes the report's or the 360's address.
 */
export const OWNED_AREA_PATHS: Readonly<Record<string, RemoteName>> = { '/report': 'report', '/skillup-360': '360' };

export type ReadArea = { ok: true; area: AreaDeclaration | null } | { ok: false; failure: UploadFailure };

const refused = (message: string): ReadArea => ({ ok: false, failure: { kind: 'badUpload', message: `${AREA_FILE}: ${message}` } });

/**
 * The area a version declares in its area.json, or null when it has none. A declaration the
 * host could not mount refuses the whole version: published, it could never be changed.
 */
export function readAreaDeclaration(remote: RemoteName, files: DecodedFile[]): ReadArea {
  const file = files.find((candidate) => candidate.path === AREA_FILE);
  if (!file) return { ok: true, area: null };
  let declared: unknown;
  try {
    declared = JSON.parse(file.bytes.toString('utf8'));
  } catch (error) {
    return refused(`not valid JSON (${(error as Error).message})`);
  }
  const problem = Value.Errors(AreaDeclaration, declared).First();
  if (problem) return refused(`${problem.path || 'the declaration'}: ${problem.message}`);
  const area = declared as AreaDeclaration;
  if (RESERVED_AREA_PATHS.includes(area.path)) return refused(`${area.path} is not free for an area (${RESERVED_AREA_PATHS.join(', ')} are taken)`);
  const owner = OWNED_AREA_PATHS[area.path];
  if (owner !== undefined && owner !== remote) return refused(`${area.path} is the ${owner} remote's`);
  if (area.landing && area.campaign) return refused('a landing area cannot need a campaign: sign-in lands there before one is chosen');
  return { ok: true, area };
}
