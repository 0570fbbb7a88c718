import type { UserTest } from '../api/contract';

/** docs/behaviour.md §6: assessors are told apart by role name, in any case. */
export function isAssessor(roleName: string | undefined | null): boolean {
  return roleName?.toLowerCase() === 'assessor';
}

/** docs/behaviour.md §1: the abbreviation, or the first two letters of the name in upper case. */
export function taskAbbreviation(test: Pick<UserTest, 'abbreviation' | 'name'>): string {
  return test.abbreviation?.trim() || test.name.trim().slice(0, 2).toUpperCase();
}

/** docs/behaviour.md §2.8: the status icon of a task. */
export type TaskState = 'locked' | 'repeatable' | 'complete' | 'incomplete' | 'notAttempted';

export function taskState(test: Pick<UserTest, 'status' | 'repeatable'>, locked: boolean): TaskState {
  if (locked) return 'locked';
  if (test.status === 'complete') return test.repeatable ? 'repeatable' : 'complete';
  return test.status === 'incomplete' ? 'incomplete' : 'notAttempted';
}

/** docs/behaviour.md §4: a complete test opens again only when it is repeatable; a locked one never. */
export function isSelectable(state: TaskState): boolean {
  return state !== 'locked' && state !== 'complete';
}
