import { expect, test as base, type Browser, type Page } from '../support/test';
import { expectArea, login, persona } from '../support/app';
import { ownServer, type AppServer } from '../support/freshApp';

/*
 * docs/areas/challenge.md, "The tutorial": whether it was seen is kept on the server, so a
 * browser paolo has never used does not show it again. Paolo's flag changes for good here,
 * so the spec runs on an app server of its own.
 */
const test = base.extend<object, { tutorialApp: AppServer }>({
  tutorialApp: ownServer(),
  baseURL: async ({ tutorialApp }, use) => use(tutorialApp.url),
});

const TUTORIAL_PATH = /\/api\/v2\/campaigns\/\d+\/challenge-tutorial$/;

/** Paolo in a browser context of its own, past the intro (START pressed), once the server has said whether the tutorial was seen. */
async function paoloAtTheSections(browser: Browser, url: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  const flag = page.waitForResponse((response) => response.request().method() === 'GET' && TUTORIAL_PATH.test(new URL(response.url()).pathname));
  await login(page, persona('paolo.neri'));
  await expectArea(page, 'challenge');
  expect((await flag).status()).toBe(200);
  await page.getByRole('button', { name: 'START' }).click();
  return { page, close: () => context.close() };
}

test('the tutorial seen in one browser does not open by itself in another for the same person', async ({ browser, tutorialApp }) => {
  const first = await paoloAtTheSections(browser, tutorialApp.url);
  const tutorial = first.page.getByRole('dialog', { name: 'How the challenge works' });
  await expect(tutorial).toBeVisible();
  const marked = first.page.waitForResponse(
    (response) => response.request().method() === 'PUT' && TUTORIAL_PATH.test(new URL(response.url()).pathname),
  );
  await first.page.keyboard.press('Escape');
  await expect(tutorial).toBeHidden();
  await expect(first.page.getByRole('heading', { name: 'Section 1: Vision' })).toBeVisible();
  expect((await marked).status()).toBe(200);
  await first.close();

  const second = await paoloAtTheSections(browser, tutorialApp.url);
  await expect(second.page.getByRole('heading', { name: 'Section 1: Vision' })).toBeVisible();
  await expect(second.page.getByRole('dialog', { name: 'How the challenge works' })).toHaveCount(0);
  expect(await second.page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('challengeTutorial')))).toEqual([]);
  // It can still be watched on purpose.
  await second.page.getByRole('button', { name: 'Watch the tutorial' }).click();
  await expect(second.page.getByRole('dialog', { name: 'How the challenge works' })).toBeVisible();
  await second.close();
});
