import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

/**
 * Specs whose every test runs on a server of its own (support/freshApp.ts: `freshTest` or
 * `ownServer`), so nothing they do can reach another spec: these run beside each other and
 * beside the shared server's specs. A spec not named here runs on the shared server, one at a
 * time, as those that switch remote pins or read the demo company must.
 */
const OWN_SERVER_SPECS = [
  'account-export',
  'account',
  'activity-isolation',
  'activity-progress',
  'admin-erasure',
  'admin-invitation',
  'admin-mail-bounce',
  'admin-walk',
  'calendar-conflict',
  'calendar-state',
  'calendar',
  'challenge-tutorial',
  'challenge',
  'closed-campaign',
  'days-off',
  'feedback360-nominations',
  'feedback360-queue',
  'feedback360-second-campaign',
  'feedback360',
  'keyboard',
  'loopback',
  'overflow-walk',
  'phone',
  'report-outcome',
  'report-reads',
  'save-status',
  'seeded-names',
  'sso-account',
  'taskroom',
].map((name) => `${name}.spec.ts`);

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // Two browsers at once: much of a browser test is waiting on the page and its server. On a
  // 2-core machine the whole suite took 31 min so (every test's trace recorded) against 40 min one
  // at a time (traces of retries only).
  workers: 2,
  projects: [
    // First, so its chain of specs one after another starts at once.
    { name: 'shared-server', testIgnore: OWN_SERVER_SPECS, workers: 1 },
    { name: 'own-server', testMatch: OWN_SERVER_SPECS },
  ],
  timeout: 60_000,
  // On CI a failed test runs once more: a pass then is listed as flaky (and counted as passed by
  // scripts/run-tests.mjs), so a rare timing failure shows in the output without sinking the run.
  retries: process.env.CI ? 1 : 0,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  outputDir: './test-results',
  use: {
    baseURL: process.env.SKILLUP_E2E_URL,
    // Public pages follow the browser's language: the specs read the product in Italian.
    locale: 'it-IT',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // On CI a trace is recorded only for the retry: recording every test's steps took a fifth of
    // the suite's time. A run on one's own machine keeps the trace of each failed test.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
});
