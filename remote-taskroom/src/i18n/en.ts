import type { Translation } from '@skillup/shared';
import type { TaskroomCatalogue } from './it';

export const en: Translation<TaskroomCatalogue> = {
  greeting: 'Good morning, {{name}}.',
  guest: 'guest',
  completed: '{{completed}} of {{total}} completed',
  progress: 'Progress {{percent}}%',
  tasks: 'Your activities',
  empty: 'No activities in this campaign',
  status: {
    notAttempted: 'Not started',
    incomplete: 'In progress',
    complete: 'Complete',
    repeatable: 'Complete, repeatable',
    locked: 'Locked',
  },
  lockedHint: 'Finish {{list}} to unlock this task',
};
