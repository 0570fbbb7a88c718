import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // One server, one database: tests that switch remote pins must not race the others.
  workers: 1,
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
