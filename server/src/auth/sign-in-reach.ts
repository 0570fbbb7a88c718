import type { Kysely } from 'kysely';
import type { CampaignRemotes } from '@skillup/shared/api/contract';
import { listEnrolments, type Enrolment } from '../campaigns/enrolments';
import type { Database } from '../db/schema';
import { areaRemotes } from '../remotes/registry';
import { roleKind } from './roles';
import type { AccountRow } from './users';

/** What a sign-in opens to an account: its campaigns, its areas that need none, and where it lands. */
export interface SignInReach {
  enrolments: Enrolment[];
  areas: CampaignRemotes;
  /** The path of the area the sign-in lands on, or null when the campaigns decide. */
  landing: string | null;
}

/**
 * Where a sign-in lands among the areas that need no campaign (docs/remotes.md): the first
 * that declares itself a landing; for someone with no campaign to enter, the first of them;
 * else null, and the campaigns decide as they always did.
 */
export function landingPath(areas: CampaignRemotes, hasCampaigns: boolean): string | null {
  const open = Object.values(areas).flatMap((remote) => (remote?.area ? [remote.area] : []));
  return (open.find((area) => area.landing) ?? (hasCampaigns ? undefined : open[0]))?.path ?? null;
}

/**
 * The one rule of every sign-in, password, form or SSO (docs/behaviour.md §2.3): null for
 * someone with neither a campaign nor an area of their own, who gets no session; staff with
 * such an area (the HR console) sign in before any campaign exists.
 */
export async function signInReach(db: Kysely<Database>, account: Pick<AccountRow, 'id' | 'role'>): Promise<SignInReach | null> {
  const [enrolments, areas] = await Promise.all([listEnrolments(db, account.id), areaRemotes(db, roleKind(account))]);
  if (enrolments.length === 0 && Object.keys(areas).length === 0) return null;
  return { enrolments, areas, landing: landingPath(areas, enrolments.length > 0) };
}
