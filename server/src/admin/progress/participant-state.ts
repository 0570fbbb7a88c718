import type { ParticipantProgressState, ProgressTestStatus } from '@skillup/shared/api/contract';

/** As the grid's query decides it: nothing begun, every test complete, or in between. */
export function participantState(statuses: ProgressTestStatus[]): ParticipantProgressState {
  const complete = statuses.filter((s) => s === 'complete').length;
  if (statuses.every((s) => s === 'not attempted')) return 'not started';
  return complete === statuses.length ? 'complete' : 'in progress';
}
