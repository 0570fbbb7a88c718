import { expect, test } from '../support/test';
import { expectArea, remotesCli, signedIn } from '../support/app';
import { buildVariant } from '../support/remotes';

/** A version of the report remote whose area declares one more page, /report/extra. */
const WITH_PAGE = '1.0.1-page';

// Pins change what every page load of the campaign reads: one test after the other.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  buildVariant('report-extra-page', WITH_PAGE);
  await remotesCli('publish', 'report', '--version', WITH_PAGE);
});

test('a remote version that adds a page serves it to the campaign pinned to it, with no host rebuild', async ({ browser }) => {
  const luca = await signedIn(browser, 'luca.ferri');
  const davide = await signedIn(browser, 'davide.moretti');
  expect(luca.campaignId).not.toBe(davide.campaignId);

  await remotesCli('pin', 'report', WITH_PAGE, '--campaign', String(luca.campaignId));
  try {
    await luca.page.goto('/report/extra');
    const area = await expectArea(luca.page, 'report', WITH_PAGE);
    await expect(area.getByRole('heading', { name: 'Extra page' })).toBeVisible();
    await expect(luca.page.getByText('A page that only this version of the report has.')).toBeVisible();
    // The pages the version had before are still there.
    await luca.page.goto('/report');
    await expect(luca.page.getByRole('heading', { name: 'Report', level: 1 })).toBeVisible();

    await davide.page.goto('/report/extra');
    await expect(davide.page.getByText('Not found...')).toBeVisible();
    await expect(davide.page.getByRole('heading', { name: 'Extra page' })).toHaveCount(0);
  } finally {
    await remotesCli('unpin', 'report', '--campaign', String(luca.campaignId));
  }

  // Unpinned, the campaign is back on the default version, which has no such page.
  await luca.page.goto('/report/extra');
  await expect(luca.page.getByText('Not found...')).toBeVisible();
});
