/** docs/behaviour.md §2.1: the route of the 360 questionnaire, below the 360 dashboard. */
export const FEEDBACK_PATH = '/skillup-360';

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

function isQuestionnaire(pathname: string): boolean {
  return pathname.startsWith(`${FEEDBACK_PATH}/`) && pathname.length > FEEDBACK_PATH.length + 1;
}

/**
 * docs/behaviour.md §2.2: which menu the header shows and whether it closes the screen instead: the
 * test, start and 360 screens close to home, the 360 questionnaire to the 360 dashboard;
 * on mobile the start screen has no menu.
 */
export function headerLayout(pathname: string, isMobile: boolean): HeaderLayout {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const menu = isMobile ? (path === '/start' ? [] : MOBILE_MENU) : DESKTOP_MENU;
  if (isQuestionnaire(path)) return { menu, closeTo: FEEDBACK_PATH };
  if (path === '/test' || path === '/start' || path === FEEDBACK_PATH) return { menu, closeTo: '/' };
  return { menu, closeTo: null };
}
