import type { Translation } from '@skillup/shared';
import type { TaskroomCatalogue } from './it';

export const en: Translation<TaskroomCatalogue> = {
  greeting: 'Good morning, {{name}}.',
  guest: 'guest',
  completed: '{{completed}} of {{total}} completed',
  completedTests: 'Completed activities',
  progress: 'Progress {{percent}}%',
  deadline: 'Deadline {{date}}',
  elapsed: 'Time elapsed',
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
  unsupported: 'This task is not available on this browser. Please use a current version of Chrome, Firefox, Edge or Safari.',
  start: 'Start',
  startTest: 'Start {{name}}',
  cover: 'Cover of {{name}}',
  goToTests: 'Go to the activities',
  goToReport: 'Go to the report',
  back: 'Back',
  duration: 'Duration',
  minutes: '{{count}} min',
  instructions: 'Instructions',
  intro: {
    timed: 'This activity is timed: the time starts when you enter and keeps running if you leave.',
    enter: 'Enter',
    enterTest: 'Enter {{name}}',
  },
  frame: {
    loading: 'Loading the activity',
    failed: 'The activity could not be loaded',
    failedHint: 'Check your connection and try again later.',
    close: 'Leave the activity',
    home: 'Back to the Task Room',
  },
  exit: {
    title: 'Are you sure you want to leave?',
    text: 'You can complete the activity later',
    timed: 'If you leave before completing the activity you will not be able to return to this screen',
  },
};
