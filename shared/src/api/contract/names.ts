/**
 * Plain constants of the contract, apart from the schemas so that the browser can import
 * them without bundling TypeBox.
 */

/** What a test opens (docs/behaviour.md §9): an activity in the test frame, or its campaign's 360 questionnaire. */
export const TEST_KINDS = ['activity', 'feedback360'] as const;
export type TestKind = (typeof TEST_KINDS)[number];

/** docs/behaviour.md §2.8, §9: the 360 test of a campaign (at most one each) is the test of kind feedback360. */
export const isFeedback360Test = (test: { kind: TestKind }): boolean => test.kind === 'feedback360';

/**
 * The id the Leadership Assessment's 360 test kept from when a database held one 360 campaign.
 * Remote versions built before tests had a kind read it from this singleton to find the 360
 * test; the current code asks isFeedback360Test.
 */
export const TEST_360_ID = 360;

/** The five federated areas, named the same in the API, the CLI and the remote store. */
export const REMOTE_NAMES = ['taskroom', 'calendar', 'challenge', '360', 'report', 'admin'] as const;

/** Theme of a campaign → the remote that renders `/` for it. Assessors always get skillup. */
export const THEME_REMOTE = {
  skillup: 'taskroom',
  calendar: 'calendar',
  'ferrari-academy': 'challenge',
} as const;

/** docs/behaviour.md §1: the interface speaks Italian, English and Spanish; Italian is the default. */
export const LANGUAGES = ['it', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'it';
