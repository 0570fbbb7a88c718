import type { AreaDeclaration, CampaignRemotes, RemoteName } from '@skillup/shared/api/contract';
import type { Language } from '@skillup/shared/i18n';

/** An area a remote declares, and that remote. */
export interface DeclaredArea {
  remote: RemoteName;
  area: AreaDeclaration;
}

/**
 * The areas a remote map declares that need a campaign (`campaign`) or none: the host mounts
 * the first from the map without a campaign, the second from the selected campaign's map.
 */
export function declaredAreas(remotes: CampaignRemotes | null | undefined, campaign: boolean): DeclaredArea[] {
  return Object.entries(remotes ?? {}).flatMap(([remote, entry]) =>
    entry?.area && entry.area.campaign === campaign ? [{ remote: remote as RemoteName, area: entry.area }] : [],
  );
}

/** The area mounted at this address: its path, or a page below it. Addresses match in any case, as the router's do. */
export function matchArea(areas: DeclaredArea[], pathname: string): DeclaredArea | null {
  const path = pathname.toLowerCase();
  return areas.find(({ area }) => path === area.path || path.startsWith(`${area.path}/`)) ?? null;
}

/** An entry of the header's menu for an area: its own words, in the language of the interface. */
export interface AreaMenuEntry {
  to: string;
  label: string;
}

/** The header's entries for the areas that declare one, in the map's order. */
export function areaMenu(areas: DeclaredArea[], language: Language): AreaMenuEntry[] {
  return areas.flatMap(({ area }) => (area.menu ? [{ to: area.path, label: area.menu[language] }] : []));
}
