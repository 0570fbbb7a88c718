import type { CalendarTest } from '@skillup/shared/calendar';
import { createStore } from 'jotai';
import { completedCountChanged } from './completedCount';

const tests = (...statuses: CalendarTest['status'][]): CalendarTest[] => statuses.map((status, i) => ({ id: i + 1, status, prerequisites: [] }));

describe('completedCountChanged', () => {
  it('says nothing the first time a campaign is shown', () => {
    expect(completedCountChanged(createStore(), 1, tests('complete', 'incomplete'))).toBe(false);
  });

  it('reports a change of the completed count between two non-empty lists, once', () => {
    const store = createStore();
    completedCountChanged(store, 1, tests('complete', 'incomplete'));
    expect(completedCountChanged(store, 1, tests('complete', 'complete'))).toBe(true);
    expect(completedCountChanged(store, 1, tests('complete', 'complete'))).toBe(false);
  });

  it('ignores empty lists and keeps campaigns apart', () => {
    const store = createStore();
    completedCountChanged(store, 1, tests('incomplete'));
    expect(completedCountChanged(store, 1, [])).toBe(false);
    expect(completedCountChanged(store, 2, tests('complete'))).toBe(false);
    expect(completedCountChanged(store, 1, tests('complete'))).toBe(true);
  });
});
