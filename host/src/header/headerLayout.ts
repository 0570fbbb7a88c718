import type { PageHandle } from '@skillup/shared/routing';
import type { AreaMenuEntry } from '../areas/declaredAreas';

/** An entry of the campaign's menu, named by the host's catalogue. */
export interface CampaignMenuEntry {
  to: string;
  labelKey: string;
}

/** The campaign's entries, then those of the areas remotes declare, in their own words. */
export type MenuEntry = CampaignMenuEntry | AreaMenuEntry;

/**
 * docs/behaviour.md §2.2: Task Room and Report on desktop, Overview, Tests and Report on mobile.
 * The Report's entry is the report area's own (its area.json), which comes right after these.
 */
const DESKTOP_MENU: CampaignMenuEntry[] = [{ to: '/', labelKey: 'header.taskRoom' }];
const MOBILE_MENU: CampaignMenuEntry[] = [
  { to: '/', labelKey: 'header.overview' },
  { to: '/tests', labelKey: 'header.tests' },
];

export interface HeaderLayout {
  menu: MenuEntry[];
  /** Where the close button leads, on the screens that have one instead of the account actions. */
  closeTo: string | null;
}

/**
 * docs/behaviour.md §2.2: which menu the header shows and whether it closes the screen instead.
 * The page on screen says so through its handle (the test, start and 360 screens close to
 * home, the 360 questionnaire to the 360 dashboard; on mobile the start screen has no menu).
 * The campaign's entries lead into a campaign, so there are none outside one (before one is
 * chosen, or while choosing another); the entries of the areas the user may open (`areas`,
 * docs/remotes.md) follow them, inside a campaign or not.
 */
export function headerLayout(handle: PageHandle, isMobile: boolean, inCampaign: boolean, areas: AreaMenuEntry[] = []): HeaderLayout {
  if (isMobile && handle.hideMobileMenu) return { menu: [], closeTo: handle.closeTo ?? null };
  const campaignMenu = !inCampaign ? [] : isMobile ? MOBILE_MENU : DESKTOP_MENU;
  return { menu: [...campaignMenu, ...areas], closeTo: handle.closeTo ?? null };
}
