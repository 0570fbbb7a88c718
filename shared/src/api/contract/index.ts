/**
 * The API contract: JSON schemas and the types derived from them. The server validates
 * with these schemas; the browser imports only the types. Paths are listed in paths.ts.
 */
export * from './common';
export * from './auth';
export * from './account';
export * from './password';
export * from './campaigns';
export * from './tests';
export * from './remotes';
export * from './areas';
export * from './logs';
export * from './test-support';
export * from './calendar';
export * from './days-off';
export * from './challenge-tutorial';
export * from './feedback360';
export * from './health';
export * from './resources';
export * from './report';
export * from './report-360';
export * from './report-bulk';
export * from './report-reads';
export * from './erasure';
export * from './data-export';
export * from './admin-campaigns';
export * from './admin-progress';
export * from './admin-people';
export * from './admin-feedback360';
export * from './admin-challenge';
export * from './paths';
export * from './campaign-mails';
export * from './nominations';
export { LANGUAGES, DEFAULT_LANGUAGE, type Language, TEST_KINDS, isFeedback360Test } from './names';
