import { headerLayout } from './headerLayout';

const labels = (pathname: string, mobile: boolean) => headerLayout(pathname, mobile).menu.map((m) => m.labelKey);

describe('headerLayout (docs/behaviour.md §2.2)', () => {
  it('desktop has Task Room and Report, mobile Overview and Tests', () => {
    expect(labels('/', false)).toEqual(['header.taskRoom', 'header.report']);
    expect(labels('/', true)).toEqual(['header.overview', 'header.tests', 'header.report']);
    expect(headerLayout('/', true).menu.map((m) => m.to)).toEqual(['/', '/tests', '/report']);
  });

  it('hides the menu on /start on mobile only', () => {
    expect(labels('/start', true)).toEqual([]);
    expect(labels('/start', false)).toEqual(['header.taskRoom', 'header.report']);
  });

  it('closes the test, start and 360 screens to home, the questionnaire to the 360 dashboard', () => {
    expect(headerLayout('/test', false).closeTo).toBe('/');
    expect(headerLayout('/start/', true).closeTo).toBe('/');
    expect(headerLayout('/skillup-360', false).closeTo).toBe('/');
    expect(headerLayout('/skillup-360/ab12', false).closeTo).toBe('/skillup-360');
  });

  it('other screens keep the account actions', () => {
    expect(headerLayout('/', false).closeTo).toBeNull();
    expect(headerLayout('/report', true).closeTo).toBeNull();
    expect(headerLayout('/tests', true).closeTo).toBeNull();
  });
});
