/** Helpers for the front-end test suites; never imported by application code. */
export { fakeApi, type FakeAnswer, type FakeRoute } from './fakeApi';
export { renderWithStore } from './renderWithStore';
export { aUser, aCampaign, aTest } from './fixtures';
export { contrast } from './themeColour';
