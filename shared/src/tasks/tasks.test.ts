import { aTest } from '../testing/fixtures';
import {
  completion,
  isAssessor,
  isSelectable,
  missingPrerequisites,
  sortTests,
  taskAbbreviation,
  taskState,
  visibleTests,
} from './tasks';

describe('tasks', () => {
  it('abbreviates with the abbreviation, else the first two letters in upper case', () => {
    expect(taskAbbreviation({ abbreviation: 'IB', name: 'In-basket' })).toBe('IB');
    expect(taskAbbreviation({ abbreviation: null, name: 'negoziazione' })).toBe('NE');
    expect(taskAbbreviation({ abbreviation: ' ', name: 'role play' })).toBe('RO');
  });

  it('sorts by position, then by id', () => {
    const tests = [aTest({ id: 9, position: 2 }), aTest({ id: 4, position: 2 }), aTest({ id: 7, position: 1 })];
    expect(sortTests(tests).map((t) => t.id)).toEqual([7, 4, 9]);
    expect(tests.map((t) => t.id)).toEqual([9, 4, 7]);
  });

  it('lists the 360 test only in campaigns with the 360', () => {
    const tests = [aTest({ id: 1 }), aTest({ id: 360 })];
    expect(visibleTests(tests, { is360: true }).map((t) => t.id)).toEqual([1, 360]);
    expect(visibleTests(tests, { is360: false }).map((t) => t.id)).toEqual([1]);
  });

  it('locks a test not started until its prerequisites are complete, never for assessors', () => {
    const first = aTest({ id: 1, name: 'Primo', status: 'incomplete' });
    const other = aTest({ id: 3, name: 'Terzo', status: 'not attempted' });
    const second = aTest({ id: 2, prerequisites: [1, 3] });
    expect(missingPrerequisites(second, [first, second, other], false)).toEqual([first, other]);
    expect(missingPrerequisites(second, [first, second, other], true)).toEqual([]);
    const done = [{ ...first, status: 'complete' as const }, second, { ...other, status: 'complete' as const }];
    expect(missingPrerequisites(second, done, false)).toEqual([]);
    expect(missingPrerequisites({ ...second, status: 'incomplete' }, [first, second, other], false)).toEqual([]);
  });

  it('ignores prerequisites that are not in the campaign', () => {
    expect(missingPrerequisites(aTest({ id: 2, prerequisites: [99] }), [aTest({ id: 2 })], false)).toEqual([]);
  });

  it('gives each task its state: lock first, then repeatable, complete, incomplete, not attempted', () => {
    expect(taskState(aTest({ status: 'complete', repeatable: true }), true)).toBe('locked');
    expect(taskState(aTest({ status: 'complete', repeatable: true }), false)).toBe('repeatable');
    expect(taskState(aTest({ status: 'complete' }), false)).toBe('complete');
    expect(taskState(aTest({ status: 'incomplete' }), false)).toBe('incomplete');
    expect(taskState(aTest(), false)).toBe('notAttempted');
  });

  it('lets a complete test be selected again only when repeatable, and a locked one never', () => {
    expect(isSelectable('complete')).toBe(false);
    expect(isSelectable('locked')).toBe(false);
    expect(isSelectable('repeatable')).toBe(true);
    expect(isSelectable('incomplete')).toBe(true);
    expect(isSelectable('notAttempted')).toBe(true);
  });

  it('counts the completed tests and rounds the percentage', () => {
    const tests = [aTest({ status: 'complete' }), aTest({ status: 'incomplete' }), aTest()];
    expect(completion(tests)).toEqual({ completed: 1, total: 3, percent: 33 });
    expect(completion([...tests, aTest({ status: 'complete' })]).percent).toBe(50);
    expect(completion([aTest({ status: 'complete' }), aTest({ status: 'complete' }), aTest()]).percent).toBe(67);
    expect(completion([])).toEqual({ completed: 0, total: 0, percent: 0 });
  });

  it('recognises assessors in any case', () => {
    expect(isAssessor('Assessor')).toBe(true);
    expect(isAssessor('assessor')).toBe(true);
    expect(isAssessor('participant')).toBe(false);
    expect(isAssessor(undefined)).toBe(false);
  });
});
