import { expect, test as base, type FrameLocator, type Page, expectAccessible } from '../support/test';
import { expectArea, login, persona } from '../support/app';
import { ownServer, type AppServer } from '../support/freshApp';

/*
 * docs/areas/challenge.md: the individual-challenge theme. Paolo's progress changes for
 * good here, so the spec runs on an app server of its own.
 */
const test = base.extend<object, { challengeApp: AppServer }>({
  challengeApp: ownServer(),
  baseURL: async ({ challengeApp }, use) => use(challengeApp.url),
});
test.describe.configure({ mode: 'serial' });

async function enterAs(page: Page, name: string) {
  await login(page, persona(name));
  await expect(page).toHaveURL(/\/$/);
  return expectArea(page, 'challenge');
}

/** Opens a card's instructions and starts the test: the activity opens in the test frame. */
async function startFromCard(page: Page, name: string): Promise<FrameLocator> {
  await page.getByRole('button', { name: `Open ${name}` }).click();
  const modal = page.getByRole('dialog', { name });
  await expect(modal.getByRole('heading', { name: 'Description' })).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await modal.getByRole('button', { name: `Start ${name}` }).click();
  await expect(page).toHaveURL(/\/test$/);
  const src = (await page.getByTitle(name).getAttribute('src')) ?? '';
  expect(src).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/tests\/[a-z-]+\/index\.html\?campaignId=\d+&testId=\d+&userId=\d+&origin=/);
  const frame = page.frameLocator(`iframe[title="${name}"]`);
  await expect(frame.getByRole('heading').first()).toBeVisible();
  return frame;
}

/** Confirms the end of the activity and comes back to the challenge. */
async function finishAndReturn(page: Page, frame: FrameLocator) {
  await frame.getByRole('button', { name: 'Finish' }).click();
  await page.getByRole('alertdialog', { name: 'Do you want to finish the activity?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(frame.getByRole('heading', { name: 'Activity complete' })).toBeVisible();
  await page.getByRole('button', { name: 'Leave the activity' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectArea(page, 'challenge');
}

const ring = (page: Page) => page.getByTestId('progress-ring');
const sectionIcon = (page: Page, number: number) => page.getByRole('img', { name: new RegExp(`^Section ${number}, `) });

test('375 px: the intro, START, a card by the keyboard, the documents and the outro fit and stay accessible', async ({
  browser,
  challengeApp,
  axe,
}) => {
  const context = await browser.newContext({ baseURL: challengeApp.url, viewport: { width: 375, height: 800 }, hasTouch: true });
  const page = axe.watch(await context.newPage());
  const area = await enterAs(page, 'paolo.neri');
  await expect(area.getByText('Paolo Neri')).toBeVisible();
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await expect(page.getByTestId('challenge-intro')).toBeVisible();
  expect(await fits()).toBe(true);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'START' }).click();
  const tutorial = page.getByRole('dialog', { name: 'How the challenge works' });
  await expect(tutorial).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tutorial).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Section 1: Vision' })).toBeVisible();
  expect(await fits()).toBe(true);
  await expectAccessible(page);

  const open = page.getByRole('button', { name: 'Open Business case' });
  await open.focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Business case' });
  await expect(modal.getByRole('button', { name: 'Start Business case' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  await page.getByRole('button', { name: 'Consult documents' }).click();
  await expect(page.getByTestId('highlight-card')).toHaveCount(2);
  expect(await fits()).toBe(true);
  await expectAccessible(page);
  await context.close();

  const done = await browser.newContext({ baseURL: challengeApp.url, viewport: { width: 375, height: 800 }, hasTouch: true });
  const outroPage = axe.watch(await done.newPage());
  await enterAs(outroPage, 'chiara.marino');
  await expect(outroPage.getByTestId('challenge-outro').getByRole('heading', { name: 'Congrats' })).toBeVisible();
  expect(await outroPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(outroPage);
  await done.close();
});

test('paolo: intro, START, a card’s modal, the vision section’s test completed, the ring and the first icon move; the documents open in new tabs', async ({
  page,
}) => {
  const area = await enterAs(page, 'paolo.neri');
  await expect(area.getByText('Paolo Neri')).toBeVisible();
  await expect(area.getByRole('button', { name: 'Exit' })).toBeVisible();
  await expect(area.getByRole('heading', { level: 1, name: 'Individual Challenge' })).toBeVisible();
  await expect(page.getByTestId('challenge-intro')).toContainText('Four sections, one step at a time.');
  await expect(page.getByTestId('motivation')).toHaveText('Great journeys start with a clear direction.');
  await expect(ring(page)).toHaveAttribute('data-value', '0');
  await expect(sectionIcon(page, 1)).toHaveAttribute('data-state', 'pending');
  await expectAccessible(page);

  // The tutorial was seen in the 375 px test's browser: the server keeps it seen here too.
  await page.getByRole('button', { name: 'START' }).click();
  const tutorial = page.getByRole('dialog', { name: 'How the challenge works' });
  await expect(page.getByRole('heading', { name: 'Section 1: Vision' })).toBeVisible();
  await expect(tutorial).toBeHidden();
  await expect(page.getByText('Progress 0%')).toBeVisible();

  // Vision holds one test, the business case: finishing it completes the section.
  const frame = await startFromCard(page, 'Business case');
  await expect(frame.getByText('The Verona branch has lost 12% of its customers')).toBeVisible();
  for (let scenario = 1; scenario <= 4; scenario += 1) {
    await frame.getByRole('radio').first().check();
    if (scenario < 4) await frame.getByRole('button', { name: 'Next' }).click();
  }
  await finishAndReturn(page, frame);
  // Back from the test: no intro and no tutorial again.
  await expect(page.getByTestId('challenge-intro')).toHaveCount(0);
  await expect(tutorial).toBeHidden();
  await expect(ring(page)).toHaveAttribute('data-value', '25');
  await expect(ring(page)).toContainText('25%');
  await expect(page.getByText('Progress 25%')).toBeVisible();
  await expect(sectionIcon(page, 1)).toHaveAttribute('data-state', 'complete');
  await expect(sectionIcon(page, 2)).toHaveAttribute('data-state', 'pending');
  await expect(page.getByRole('heading', { name: 'Section 2: People' })).toBeVisible();
  await expect(page.getByTestId('motivation')).toHaveText('Teams win championships.');

  // The tutorial can be watched again.
  await page.getByRole('button', { name: 'Watch the tutorial' }).click();
  await expect(tutorial).toBeVisible();
  await expectAccessible(page);
  await tutorial.getByRole('button', { name: 'Close' }).click();
  await expect(tutorial).toBeHidden();

  await page.getByRole('button', { name: 'Consult documents' }).click();
  const documents = page.getByTestId('challenge-documents');
  await expect(documents.getByRole('heading', { name: 'Consult documents' })).toBeVisible();
  for (const label of ['About Us', 'History', 'Sustainability Report', 'Sustainability Strategy', 'Latest news', 'Press releases', 'Magazine']) {
    await expect(documents.getByRole('link', { name: new RegExp(`^${label}`) })).toBeVisible();
  }
  await expect(documents.getByTestId('highlight-card')).toHaveCount(2);
  const links = documents.getByRole('link');
  expect(await links.count()).toBe(9);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Back to the challenge' }).click();
  await expect(page.getByRole('heading', { name: 'Section 2: People' })).toBeVisible();
});

test('a participant with every test complete sees the outro with Exit, and Exit signs out', async ({ page }) => {
  await enterAs(page, 'chiara.marino');
  const outro = page.getByTestId('challenge-outro');
  await expect(outro.getByRole('heading', { name: 'Congrats' })).toBeVisible();
  await expect(ring(page)).toHaveAttribute('data-value', '100');
  for (const n of [1, 2, 3, 4]) await expect(sectionIcon(page, n)).toHaveAttribute('data-state', 'complete');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);
  await outro.getByRole('button', { name: 'Exit' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
