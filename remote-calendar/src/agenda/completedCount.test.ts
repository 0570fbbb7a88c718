import type { CalendarTest } from '@skillup/shared/calendar';
import { completedCountTracker } from './completedCount';

const tests = (...statuses: CalendarTest['status'][]): CalendarTest[] => statuses.map((status, i) => ({ id: i + 1, status, prerequisites: [] }));

describe('completedCountTracker', () => {
  it('says nothing the first time a campaign is shown', () => {
    expect(completedCountTracker()(1, tests('complete', 'incomplete'))).toBe(false);
  });

  it('reports a change of the completed count between two non-empty lists, once', () => {
    const changed = completedCountTracker();
    changed(1, tests('complete', 'incomplete'));
    expect(changed(1, tests('complete', 'complete'))).toBe(true);
    expect(changed(1, tests('complete', 'complete'))).toBe(false);
  });

  it('ignores empty lists and keeps campaigns apart', () => {
    const changed = completedCountTracker();
    changed(1, tests('incomplete'));
    expect(changed(1, [])).toBe(false);
    expect(changed(2, tests('complete'))).toBe(false);
    expect(changed(1, tests('complete'))).toBe(true);
  });
});
