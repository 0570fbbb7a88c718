import { aTest } from '../testing/fixtures';
import { isAssessor, isSelectable, taskAbbreviation, taskState } from './tasks';

describe('tasks', () => {
  it('abbreviates with the abbreviation, else the first two letters in upper case', () => {
    expect(taskAbbreviation({ abbreviation: 'IB', name: 'In-basket' })).toBe('IB');
    expect(taskAbbreviation({ abbreviation: null, name: 'negoziazione' })).toBe('NE');
    expect(taskAbbreviation({ abbreviation: ' ', name: 'role play' })).toBe('RO');
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

  it('recognises assessors in any case', () => {
    expect(isAssessor('Assessor')).toBe(true);
    expect(isAssessor('assessor')).toBe(true);
    expect(isAssessor('participant')).toBe(false);
    expect(isAssessor(undefined)).toBe(false);
  });
});
