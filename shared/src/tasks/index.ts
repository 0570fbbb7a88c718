export { TEST_360_ID, isAssessor, taskAbbreviation, visibleTests, missingPrerequisites, completion } from './tasks';
