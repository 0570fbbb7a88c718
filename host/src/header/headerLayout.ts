import type { PageHandle } from '@skillup/shared/routing';

export interface MenuEntry {
  to: string;
  labelKey: string;
}

/** docs/behaviour.md §2.2: Task Room and Report on desktop, Overview, Tests and Report on mobile. */
const DESKTOP_MENU: MenuEntry[] = [
  { to: '/', labelKey: 'header.taskRoom' },
  { to: '/report', labelKey: 'header.report' },
];
const MOBILE_MENU: MenuEntry[] = [
  { to: '/', labelKey: 'header.overview' },
  { to: '/tests', labelKey: 'header.tests' },
  { to: '/report', labelKey: 'header.report' },
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
 * The menu leads into a campaign, so there is none outside one (before one is chosen, or
 * while choosing another).
 */
export function headerLayout(handle: PageHandle, isMobile: boolean, inCampaign: boolean): HeaderLayout {
  const menu = !inCampaign ? [] : isMobile ? (handle.hideMobileMenu ? [] : MOBILE_MENU) : DESKTOP_MENU;
  return { menu, closeTo: handle.closeTo ?? null };
}
