import type { UserTest } from '@skillup/shared/api/contract';

/** The catalogue key, or the test's own message, of the exit prompt's text (docs/behaviour.md §2.9). */
export function exitText(test: Pick<UserTest, 'hasTimer' | 'exitMessage'>): { key: string } | { message: string } {
  if (!test.hasTimer) return { key: 'exit.text' };
  return test.exitMessage?.trim() ? { message: test.exitMessage } : { key: 'exit.timed' };
}
