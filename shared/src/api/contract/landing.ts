import type { AreaDeclaration } from './areas';
import type { CampaignRemotes } from './remotes';

/** The areas of a map that need no campaign, in the map's order. */
export function areasWithoutCampaign(remotes: CampaignRemotes): AreaDeclaration[] {
  return Object.values(remotes).flatMap((remote) => (remote?.area && !remote.area.campaign ? [remote.area] : []));
}

/**
 * Where a sign-in lands among the areas that need no campaign (docs/remotes.md): the first
 * that declares itself a landing; for someone with no campaign to enter, the first of them;
 * else null, and the campaigns decide as they always did.
 */
export function landingPath(areas: CampaignRemotes, hasCampaigns: boolean): string | null {
  const open = areasWithoutCampaign(areas);
  return (open.find((area) => area.landing) ?? (hasCampaigns ? undefined : open[0]))?.path ?? null;
}
