export { isAssessor, taskAbbreviation, taskState, isSelectable, type TaskState } from './tasks';
export { testAppearance, testBaseUrl } from './appearance';
export { useStartTest } from './useStartTest';
export { canAnswer } from './answerable';
