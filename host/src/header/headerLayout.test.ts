import { headerLayout, type MenuEntry } from './headerLayout';

const named = (entry: MenuEntry) => ('labelKey' in entry ? entry.labelKey : entry.label);
/** The report area's own entry (remote-report/area.json), which the header is given inside a campaign. */
const REPORT = [{ to: '/report', label: 'Report' }];
const labels = (mobile: boolean, hideMobileMenu?: boolean, inCampaign = true) =>
  headerLayout({ hideMobileMenu }, mobile, inCampaign, inCampaign ? REPORT : []).menu.map(named);
const CONSOLE = [{ to: '/console', label: 'Console' }];

describe('headerLayout (docs/behaviour.md §2.2)', () => {
  it("desktop has Task Room and Report, mobile Overview, Tests and Report, the Report being the report area's entry", () => {
    expect(labels(false)).toEqual(['header.taskRoom', 'Report']);
    expect(labels(true)).toEqual(['header.overview', 'header.tests', 'Report']);
    expect(headerLayout({}, true, true, REPORT).menu.map((m) => m.to)).toEqual(['/', '/tests', '/report']);
  });

  it('shows no menu outside a campaign, on desktop and mobile', () => {
    expect(labels(false, undefined, false)).toEqual([]);
    expect(labels(true, undefined, false)).toEqual([]);
  });

  it('a page that hides the menu hides it on mobile only', () => {
    expect(labels(true, true)).toEqual([]);
    expect(labels(false, true)).toEqual(['header.taskRoom', 'Report']);
  });

  it('a page with a close target gets the close button, leading there', () => {
    expect(headerLayout({ closeTo: '/' }, false, true).closeTo).toBe('/');
    expect(headerLayout({ closeTo: '/skillup-360' }, true, true).closeTo).toBe('/skillup-360');
  });

  it('a page without a handle keeps the account actions', () => {
    expect(headerLayout({}, false, true).closeTo).toBeNull();
    expect(headerLayout({}, true, true).closeTo).toBeNull();
  });

  it("offers the areas remotes declare after the campaign's entries, and alone outside a campaign", () => {
    expect(headerLayout({}, false, true, [...REPORT, ...CONSOLE]).menu.map(named)).toEqual(['header.taskRoom', 'Report', 'Console']);
    expect(headerLayout({}, true, true, [...REPORT, ...CONSOLE]).menu.map(named)).toEqual(['header.overview', 'header.tests', 'Report', 'Console']);
    expect(headerLayout({}, false, false, CONSOLE).menu).toEqual(CONSOLE);
  });

  it('a page that hides the mobile menu hides the areas too', () => {
    expect(headerLayout({ hideMobileMenu: true }, true, true, CONSOLE).menu).toEqual([]);
    expect(headerLayout({ hideMobileMenu: true }, false, false, CONSOLE).menu).toEqual(CONSOLE);
  });
});
