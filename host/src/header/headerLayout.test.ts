import { headerLayout } from './headerLayout';

const labels = (mobile: boolean, hideMobileMenu?: boolean, inCampaign = true) =>
  headerLayout({ hideMobileMenu }, mobile, inCampaign).menu.map((m) => m.labelKey);

describe('headerLayout (docs/behaviour.md §2.2)', () => {
  it('desktop has Task Room and Report, mobile Overview and Tests', () => {
    expect(labels(false)).toEqual(['header.taskRoom', 'header.report']);
    expect(labels(true)).toEqual(['header.overview', 'header.tests', 'header.report']);
    expect(headerLayout({}, true, true).menu.map((m) => m.to)).toEqual(['/', '/tests', '/report']);
  });

  it('shows no menu outside a campaign, on desktop and mobile', () => {
    expect(labels(false, undefined, false)).toEqual([]);
    expect(labels(true, undefined, false)).toEqual([]);
  });

  it('a page that hides the menu hides it on mobile only', () => {
    expect(labels(true, true)).toEqual([]);
    expect(labels(false, true)).toEqual(['header.taskRoom', 'header.report']);
  });

  it('a page with a close target gets the close button, leading there', () => {
    expect(headerLayout({ closeTo: '/' }, false, true).closeTo).toBe('/');
    expect(headerLayout({ closeTo: '/skillup-360' }, true, true).closeTo).toBe('/skillup-360');
  });

  it('a page without a handle keeps the account actions', () => {
    expect(headerLayout({}, false, true).closeTo).toBeNull();
    expect(headerLayout({}, true, true).closeTo).toBeNull();
  });
});
