import { expect, test as base, type Page, expectAccessible } from '../support/test';
import { currentCampaignId } from '../support/app';
import { agendaDay, openAgenda } from '../support/agenda';
import { ownServer, type AppServer } from '../support/freshApp';

/*
 * docs/areas/calendar.md: giulia's Agenda. Her agenda and progress change for good, so the
 * spec has a server of its own, and its steps follow one another.
 */
const test = base.extend<object, { calendarApp: AppServer }>({
  calendarApp: ownServer(),
  baseURL: async ({ calendarApp }, use) => use(calendarApp.url),
});
test.describe.configure({ mode: 'serial' });

/** Every test of giulia's Agenda, and who she is, through the API her session uses. */
async function agendaRun(page: Page) {
  const campaignId = await currentCampaignId(page);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user?: { id: number }; id?: number };
  const tests = (await (await page.request.get(`/api/usercampaign/${campaignId}/usertests`)).json()).usertests as {
    id: number;
    abbreviation: string;
  }[];
  return { campaignId, userId: me.user?.id ?? me.id ?? 0, tests };
}

async function complete(page: Page, run: Awaited<ReturnType<typeof agendaRun>>, abbreviation: string) {
  const test = run.tests.find((t) => t.abbreviation === abbreviation)!;
  const response = await page.request.post(`/api/tests/${test.id}/status/${run.campaignId}/${run.userId}`, {
    data: { version: 100, status: 'complete' },
  });
  expect(response.ok()).toBe(true);
}

test('giulia watches the tutorial once, and not again after a reload', async ({ page }) => {
  await openAgenda(page);
  const intro = page.getByRole('dialog', { name: 'Benvenuto/a nella tua Agenda' });
  await expect(intro).toBeVisible();
  await expect(intro.getByText('ogni giorno trovi un impegno')).toBeVisible();
  await expectAccessible(page);
  await intro.getByRole('button', { name: 'GUARDA IL TUTORIAL' }).click();
  await page.getByRole('dialog', { name: 'Come funziona' }).getByRole('button', { name: 'Avanti' }).click();
  for (let step = 1; step <= 9; step += 1) {
    const tour = page.getByRole('dialog', { name: `Tutorial, passo ${step} di 9` });
    await expect(tour).toBeVisible();
    await expect(page.locator('[data-tour-highlight="true"]')).toHaveCount(1);
    await tour.getByRole('button', { name: 'Avanti' }).click();
  }
  const saved = page.waitForResponse((r) => r.url().includes('/storage') && r.request().method() === 'PATCH');
  await page.getByRole('dialog', { name: 'Sei pronto/a!' }).getByRole('button', { name: 'Inizia' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('grid').first()).toBeVisible();
  await expect(page.getByText('Giorno selezionato: martedì 1 dicembre 2026')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);
});

test('the month grid speaks Italian and answers the keyboard', async ({ page }) => {
  const calendar = await openAgenda(page);
  await expect(calendar.getByRole('columnheader')).toHaveText(['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica']);
  await expect(agendaDay(page, 'lunedì 30 novembre 2026')).toHaveAttribute('data-outside', 'true');
  await agendaDay(page, /^martedì 1 dicembre 2026/).focus();
  await page.keyboard.press('ArrowRight');
  await expect(agendaDay(page, /^mercoledì 2 dicembre 2026/)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Giorno selezionato: mercoledì 2 dicembre 2026')).toBeVisible();
  await expect(page.getByRole('complementary').getByRole('heading', { name: 'Colloquio di feedback' })).toBeVisible();
  await expect(page.getByRole('complementary').getByRole('button', { name: "Inizia l'attività" })).toBeDisabled();
});

test('the names in the month grid break between words, never inside one, and are never cut', async ({ page }) => {
  const calendar = await openAgenda(page);
  const grid = calendar.getByRole('grid').first();
  for (const width of [1280, 1024, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(grid).toBeVisible();
    // Where a day holds them, the names show; below, the abbreviation stands alone.
    if (width === 1280) await expect(grid.getByText('Ragionamento numerico', { exact: true })).toBeVisible();
    const wrong = await grid.evaluate((root) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        // What the eye reads: the screen reader's full label is visually hidden on purpose.
        if (!parent || parent.getClientRects().length === 0 || !parent.closest('[aria-hidden]')) continue;
        if (parent.scrollWidth > parent.clientWidth + 1) found.push(`cut: ${node.textContent}`);
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) found.push(`broken: ${word[0]}`);
        }
      }
      return found;
    });
    expect(wrong, `at ${width} px`).toEqual([]);
  }
});

test('giulia is refused a weekend, then moves the mail and its dependants together', async ({ page }) => {
  await openAgenda(page);
  await expect(agendaDay(page, 'martedì 1 dicembre 2026, In-Basket')).toBeVisible();
  await page.getByRole('complementary').getByRole('button', { name: 'Sposta' }).click();
  const picker = page.getByRole('grid').nth(1);
  await expectAccessible(page);
  // A refused day is marked disabled; picking it with the keyboard says why.
  await picker.getByRole('gridcell', { name: 'sabato 5 dicembre 2026' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Non si può scegliere un sabato o una domenica');
  // 8 December is a public holiday in Italy, where the demo company is.
  await picker.getByRole('gridcell', { name: 'martedì 8 dicembre 2026' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText("Non si può scegliere un giorno non lavorativo dell'azienda");

  const saved = page.waitForResponse((r) => r.url().includes('/storage') && r.request().method() === 'PATCH');
  await picker.getByRole('gridcell', { name: 'mercoledì 9 dicembre 2026' }).click();
  expect((await saved).status()).toBe(200);
  await expect(agendaDay(page, 'mercoledì 9 dicembre 2026, In-Basket')).toBeVisible();
  await expect(agendaDay(page, 'giovedì 10 dicembre 2026, Colloquio di feedback')).toBeVisible();
  await expect(agendaDay(page, 'venerdì 11 dicembre 2026, Ragionamento numerico')).toBeVisible();
  await expect(agendaDay(page, 'martedì 1 dicembre 2026')).toBeVisible();
  await expect(agendaDay(page, 'mercoledì 2 dicembre 2026')).toBeVisible();

  await page.reload();
  await expect(agendaDay(page, 'mercoledì 9 dicembre 2026, In-Basket')).toBeVisible();
  await expect(agendaDay(page, 'giovedì 10 dicembre 2026, Colloquio di feedback')).toBeVisible();
});

test('giulia starts an activity from the Agenda on a desktop', async ({ page }) => {
  await openAgenda(page);
  await agendaDay(page, /^mercoledì 9 dicembre 2026/).click();
  await page.getByRole('complementary').getByRole('button', { name: "Inizia l'attività" }).click();
  const mail = page.getByRole('dialog', { name: 'Hai una nuova mail!' });
  await expect(mail.getByText('Da: Marta Ferri')).toBeVisible();
  await expectAccessible(page);
  await mail.getByRole('button', { name: 'Inizia attività' }).click();
  await expect(page).toHaveURL(/\/test$/);
  await expect(page.frameLocator('iframe[title="In-Basket"]').getByRole('heading').first()).toBeVisible();
});

test('giulia starts an activity from the Agenda at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const calendar = await openAgenda(page);
  await expect(calendar.getByRole('columnheader').first()).toHaveText('lun');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
  await agendaDay(page, /^venerdì 4 dicembre 2026/).click();
  await page.getByRole('complementary').getByRole('button', { name: "Inizia l'attività" }).click();
  const chat = page.getByRole('dialog', { name: 'Messaggio della tua assistente' });
  await expect(chat.getByText('Domani la direzione vuole il tuo piano')).toBeVisible();
  await chat.getByRole('button', { name: 'Inizia attività' }).click();
  await expect(page).toHaveURL(/\/test$/);
  await expect(page.frameLocator('iframe[title="Caso aziendale"]').getByRole('heading').first()).toBeVisible();
});

test('giulia sees Completato! once the last test is complete', async ({ page }) => {
  await openAgenda(page);
  const run = await agendaRun(page);
  expect(run.tests.map((t) => t.abbreviation).sort()).toEqual(['CA', 'CF', 'IB', 'RN', 'RV']);
  for (const abbreviation of ['IB', 'CF', 'RN', 'CA']) await complete(page, run, abbreviation);
  await page.reload();
  await expect(page.getByRole('grid').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Completato!' })).toHaveCount(0);

  await complete(page, run, 'RV');
  await page.reload();
  const done = page.getByRole('dialog', { name: 'Completato!' });
  await expect(done).toBeVisible();
  await expectAccessible(page);
  await done.getByRole('button', { name: 'Fine' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
