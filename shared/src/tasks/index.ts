export {
  TEST_360_ID,
  isAssessor,
  taskAbbreviation,
  sortTests,
  visibleTests,
  missingPrerequisites,
  taskState,
  isSelectable,
  completion,
  type TaskState,
} from './tasks';
export { elapsedPercent } from './deadline';
export { isLegacyBrowser, isSupportedBy, type BrowserFeatures } from './browser';
export { testAppearance, testBaseUrl, ACTIVITIES_META, type TestAppearance } from './appearance';
export { testRun, activityUrl, type TestRun } from './run';
export { useStartTest, type Start360State } from './useStartTest';
