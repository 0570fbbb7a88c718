import { expect, expectAccessible, type Page } from '../support/test';
import { expectArea, login, persona } from '../support/app';
import { freshTest as test } from '../support/freshApp';
import { expectNoSidewaysScroll } from '../support/layout';

/*
 * nora.villa's only campaign, the Leadership Assessment 2025, is closed (docs/demo.md). Once HR
 * releases its reports she enters it again, read-only, for her report (docs/areas/admin.md,
 * "Lifecycle"). The release changes the seeded data for good: a server of its own.
 */
const CAMPAIGN = 'Leadership Assessment 2025';
const TEST = 'In-Basket';
const NOTICE = 'La campagna è chiusa: puoi leggere il tuo report.';

interface AdminCampaigns {
  campaigns: { id: number; names: Record<string, string>; state: string; reportsReleased: boolean }[];
}

/** What a save of hers gets in the campaign: the call an activity makes when it starts. */
async function startCall(page: Page, campaignId: number) {
  const { user } = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: number } };
  const { usertests } = (await (await page.request.get(`/api/usercampaign/${campaignId}/usertests`)).json()) as { usertests: { id: number }[] };
  const answer = await page.request.post(`/api/tests/${usertests[0]!.id}/status/${campaignId}/${user.id}`, {
    data: { version: 1000, status: 'incomplete' },
  });
  return { status: answer.status(), code: ((await answer.json()) as { code?: string }).code };
}

test('nora’s closed campaign: refused until HR releases its reports, then entered read-only for her report', async ({ page, browser, freshApp }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });

  await test.step('before the release her only campaign is closed to her: she is signed out with the message', async () => {
    await login(page, persona('nora.villa'));
    await expect(page.getByText('Nessuna campagna attiva')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  let campaignId = 0;
  await test.step('the admin releases the campaign’s reports through the console’s call', async () => {
    const context = await browser.newContext({ baseURL: freshApp.url, locale: 'it-IT' });
    const hr = await context.newPage();
    await login(hr, persona('admin'));
    await expect(hr).toHaveURL(/\/admin$/);
    const { campaigns } = (await (await hr.request.get('/api/admin/campaigns')).json()) as AdminCampaigns;
    const closed = campaigns.find((campaign) => campaign.names.it === CAMPAIGN);
    expect(closed).toMatchObject({ state: 'CLOSED', reportsReleased: false });
    campaignId = closed!.id;
    // paths.hr.release, what 'Rilascia i report' posts; the admin's own session carries origin and cookie.
    const released = await hr.request.post(`/api/admin/campaigns/${campaignId}/release`);
    expect(released.ok(), await released.text()).toBe(true);
    await context.close();
  });

  await test.step('she signs in and lands in the campaign’s Task Room: told it is closed, her test listed as done, nothing to start', async () => {
    await login(page, persona('nora.villa'));
    await expect(page).toHaveURL(/\/$/);
    const room = await expectArea(page, 'taskroom');
    await expect(room.getByText(CAMPAIGN)).toBeVisible();
    await expect(room.getByRole('status').filter({ hasText: NOTICE })).toBeVisible();
    const task = room.getByRole('button', { name: new RegExp(`^${TEST} `) });
    await expect(task.getByRole('img', { name: 'Completata' })).toBeVisible();
    await expect(task).toHaveAttribute('aria-disabled', 'true');
    await task.hover();
    await task.click({ force: true });
    await expect(room.getByText('Completata 1 su 1')).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Inizia|Continua)\b/ })).toHaveCount(0);
    await expectAccessible(page);
  });

  await test.step('the test pages send her home, and the server refuses a save as closed', async () => {
    for (const path of ['/start', '/test']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText(NOTICE)).toBeVisible();
    }
    expect(await startCall(page, campaignId)).toEqual({ status: 409, code: 'CAMPAIGN_CLOSED' });
  });

  await test.step('on a phone the home fits at 375 and 320 px, the notice first', async () => {
    await expectNoSidewaysScroll(page, 'the home of a closed campaign');
    await expect(page.getByText(NOTICE)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vai alle attività' })).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('the notice leads to her report: published, her test done, nothing to download', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: 'Leggi il tuo report' }).click();
    await expect(page).toHaveURL(/\/report$/);
    const report = await expectArea(page, 'report');
    await expect(report.getByText(CAMPAIGN)).toBeVisible();
    await expect(report.getByRole('heading', { name: 'Il tuo report è stato pubblicato' })).toBeVisible();
    await expect(report.getByText('rivolgiti al referente HR della campagna')).toBeVisible();
    await expect(report.getByRole('region', { name: 'Le tue attività' }).getByRole('listitem')).toHaveText([`${TEST}: Completata`]);
    await expect(report.getByRole('link', { name: 'Scarica il report in PDF' })).toHaveCount(0);
    await expect(report).not.toContainText('non è ancora attiva');
    await expectAccessible(page);
    await expectNoSidewaysScroll(page, 'the report of a closed campaign');
    await expectAccessible(page);
  });
});
