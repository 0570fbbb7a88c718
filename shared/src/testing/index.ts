/** Helpers for the front-end test suites; never imported by application code. */
export { fakeApi, type FakeAnswer, type FakeRequest, type FakeRoute } from './fakeApi';
export { renderWithStore, aQueryClient } from './renderWithStore';
export { aUser, aCampaign, aTest } from './fixtures';
