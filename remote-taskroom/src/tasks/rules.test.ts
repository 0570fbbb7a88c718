import { aTest } from '@skillup/shared/testing';
import { completion, missingPrerequisites, visibleTests } from './rules';

describe('task rules', () => {
  it('lists the 360 test only in campaigns with the 360', () => {
    const tests = [aTest({ id: 1 }), aTest({ id: 360, kind: 'feedback360' })];
    expect(visibleTests(tests, { is360: true }).map((t) => t.id)).toEqual([1, 360]);
    expect(visibleTests(tests, { is360: false }).map((t) => t.id)).toEqual([1]);
  });

  it("knows a campaign's 360 test by its kind, whatever its id", () => {
    const tests = [aTest({ id: 360 }), aTest({ id: 27, kind: 'feedback360' })];
    expect(visibleTests(tests, { is360: true }).map((t) => t.id)).toEqual([360, 27]);
    expect(visibleTests(tests, { is360: false }).map((t) => t.id)).toEqual([360]);
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

  it('counts the completed tests and rounds the percentage', () => {
    const tests = [aTest({ status: 'complete' }), aTest({ status: 'incomplete' }), aTest()];
    expect(completion(tests)).toEqual({ completed: 1, total: 3, percent: 33 });
    expect(completion([...tests, aTest({ status: 'complete' })]).percent).toBe(50);
    expect(completion([aTest({ status: 'complete' }), aTest({ status: 'complete' }), aTest()]).percent).toBe(67);
    expect(completion([])).toEqual({ completed: 0, total: 0, percent: 0 });
  });
});
