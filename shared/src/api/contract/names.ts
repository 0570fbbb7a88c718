/**
 * Plain constants of the contract, apart from the schemas so that the browser can import
 * them without bundling TypeBox.
 */

/** docs/behaviour.md §9: the one test with a fixed id, the 360 questionnaire. */
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
