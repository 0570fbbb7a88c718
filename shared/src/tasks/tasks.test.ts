import { aTest } from '../testing/fixtures';
import { completion, isAssessor, missingPrerequisites, taskAbbreviation, visibleTests } from './tasks';

describe('tasks', () => {
  it('abbreviates with the abbreviation, else the first two letters in upper case', () => {
    expect(taskAbbreviation({ abbreviation: 'IB', name: 'In-basket' })).toBe('IB');
    expect(taskAbbreviation({ abbreviation: null, name: 'negoziazione' })).toBe('NE');
    expect(taskAbbreviation({ abbreviation: ' ', name: 'role play' })).toBe('RO');
  });

  it('lists the 360 test only in campaigns with the 360', () => {
    const tests = [aTest({ id: 1 }), aTest({ id: 360 })];
    expect(visibleTests(tests, { is360: true }).map((t) => t.id)).toEqual([1, 360]);
    expect(visibleTests(tests, { is360: false }).map((t) => t.id)).toEqual([1]);
  });

  it('locks a test not started until its prerequisites are complete, never for assessors', () => {
    const first = aTest({ id: 1, name: 'Primo', status: 'incomplete' });
    const second = aTest({ id: 2, prerequisites: [1] });
    expect(missingPrerequisites(second, [first, second], false)).toEqual([first]);
    expect(missingPrerequisites(second, [first, second], true)).toEqual([]);
    expect(missingPrerequisites(second, [{ ...first, status: 'complete' }, second], false)).toEqual([]);
    expect(missingPrerequisites({ ...second, status: 'incomplete' }, [first, second], false)).toEqual([]);
  });

  it('counts the completed tests and rounds the percentage', () => {
    const tests = [aTest({ status: 'complete' }), aTest({ status: 'incomplete' }), aTest()];
    expect(completion(tests)).toEqual({ completed: 1, total: 3, percent: 33 });
    expect(completion([])).toEqual({ completed: 0, total: 0, percent: 0 });
  });

  it('recognises assessors in any case', () => {
    expect(isAssessor('Assessor')).toBe(true);
    expect(isAssessor('assessor')).toBe(true);
    expect(isAssessor('participant')).toBe(false);
    expect(isAssessor(undefined)).toBe(false);
  });
});
