import { execFileSync } from 'node:child_process';
import { expect, expectAccessible, test, type Page } from '../support/test';
import { currentCampaignId, enterCampaign, expectArea, login } from '../support/app';
import { ownServer, type AppServer } from '../support/freshApp';
import { sidewaysOverflow } from '../support/layout';

// A server of its own: the admin chooses a campaign language here, which must not reach other specs.
const bulkTest = test.extend<object, { bulkApp: AppServer }>({
  bulkApp: ownServer(),
  baseURL: async ({ bulkApp }, use) => use(bulkApp.url),
});

async function openAdminReport(page: Page) {
  await login(page, 'admin@demo.skillup.test');
  // Staff land on their own area; the campaigns stay a page away.
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/select-campaign');
  await enterCampaign(page, 'Leadership Assessment 2026');
  await page.goto('/report');
  return expectArea(page, 'report');
}

bulkTest.describe('all reports of a campaign (own server)', () => {
  bulkTest('the admin starts the zip, sees it being prepared and downloads every report', async ({ page }, testInfo) => {
    bulkTest.setTimeout(180_000);
    const report = await openAdminReport(page);
    const section = report.getByRole('region', { name: 'Tutti i report della campagna' });
    await section.getByRole('button', { name: 'Prepara lo zip di tutti i report' }).click();
    const link = section.getByRole('link', { name: 'Scarica lo zip dei report' });
    await expect(link).toBeVisible({ timeout: 120_000 });
    await expect(section.getByText(/Lo zip con \d+ report è pronto\./)).toBeVisible();
    // Checked once the page settles: right after the zip is ready, the button fading back in once failed the contrast rule.
    await expectAccessible(page);

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^reports-\d+-\d+\.zip$/);
    const zip = testInfo.outputPath('reports.zip');
    await download.saveAs(zip);
    const names = execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' }).split('\n').filter(Boolean);
    const luca = names.find((name) => name.endsWith('-ferri-luca.pdf'));
    expect(luca).toBeDefined();
    expect(names.find((name) => name.endsWith('-rossi-anna.pdf'))).toBeDefined();
    const pdf = testInfo.outputPath('luca.pdf');
    execFileSync('sh', ['-c', 'unzip -p "$1" "$2" > "$3"', 'sh', zip, luca!, pdf]);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(text).toContain('Luca Ferri');
    expect(text).toContain('Guida delle persone 3.6');
  });

  bulkTest('the section fits a 375 px screen and works with the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const report = await openAdminReport(page);
    const section = report.getByRole('region', { name: 'Tutti i report della campagna' });
    await expect(section).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const button = section.getByRole('button', { name: /Prepara (di nuovo )?lo zip/ });
    await button.focus();
    await expect(button).toBeFocused();
  });
});

test('luca, a participant, is not offered all reports of the campaign', async ({ page }) => {
  await login(page, 'luca.ferri@demo.skillup.test');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/report');
  const report = await expectArea(page, 'report');
  await expect(report.getByRole('img', { name: /Grafico radar/ })).toBeVisible();
  await expect(report.getByRole('region', { name: 'Tutti i report della campagna' })).toHaveCount(0);
  expect((await page.request.get(`/api/report/${await currentCampaignId(page)}/bulk`)).status()).toBe(403);
});
