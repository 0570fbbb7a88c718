import { headerLayout } from './headerLayout';

const labels = (pathname: string, mobile: boolean, chosen = true) => headerLayout(pathname, mobile, chosen).menu.map((m) => m.labelKey);

describe('headerLayout (docs/behaviour.md §2.2)', () => {
  it('desktop has Task Room and Report, mobile Overview and Tests', () => {
    expect(labels('/', false)).toEqual(['header.taskRoom', 'header.report']);
    expect(labels('/', true)).toEqual(['header.overview', 'header.tests']);
    expect(headerLayout('/', true, true).menu.map((m) => m.to)).toEqual(['/', '/tests']);
  });

  it('shows no menu before a campaign is chosen, nor while choosing another', () => {
    expect(labels('/select-campaign', false, false)).toEqual([]);
    expect(labels('/select-campaign', true, false)).toEqual([]);
    expect(labels('/select-campaign', false, true)).toEqual([]);
    expect(labels('/nowhere', false, false)).toEqual([]);
  });

  it('hides the menu on /start on mobile only', () => {
    expect(labels('/start', true)).toEqual([]);
    expect(labels('/start', false)).toEqual(['header.taskRoom', 'header.report']);
  });

  it('closes the test, start and 360 screens to home, the questionnaire to the 360 dashboard', () => {
    expect(headerLayout('/test', false, true).closeTo).toBe('/');
    expect(headerLayout('/start/', true, true).closeTo).toBe('/');
    expect(headerLayout('/skillup-360', false, true).closeTo).toBe('/');
    expect(headerLayout('/skillup-360/ab12', false, true).closeTo).toBe('/skillup-360');
  });

  it('other screens keep the account actions', () => {
    expect(headerLayout('/', false, true).closeTo).toBeNull();
    expect(headerLayout('/report', true, true).closeTo).toBeNull();
    expect(headerLayout('/tests', true, true).closeTo).toBeNull();
  });
});
