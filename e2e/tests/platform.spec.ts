import { expect, test } from '../support/test';
import { currentCampaignId, expectArea, login, persona } from '../support/app';
import { sidewaysOverflow } from '../support/layout';
import { installReactProbe, reactRenderers } from '../support/react-probe';

test('a first visit shows the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel(/e-?mail/i)).toBeVisible();
  await expect(page.getByLabel(/password/i)).toBeVisible();
  await expect(page).toHaveTitle('Accedi · Skillup');
});

test('luca lands on / served by the Task Room remote, with one React and one store shared with the host', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (msg) => warnings.push(msg.text()));
  await installReactProbe(page);

  await login(page, persona('luca.ferri'));
  await expect(page).toHaveURL(/\/$/);
  const taskroom = await expectArea(page, 'taskroom');

  // The area reads the signed-in user from the host's atoms, never from the network: the
  // greeting shows his name only if host and remote share one jotai store.
  await expect(taskroom.getByText('Buongiorno, Luca.')).toBeVisible();
  await expect(taskroom.getByText('Leadership Assessment 2026')).toBeVisible();
  // Which build runs is on the area for support, not in a participant's sight.
  await expect(taskroom).toHaveAttribute('data-remote-version', /\d+\.\d+\.\d+/);
  await expect(taskroom.getByText(/^taskroom versione /)).toHaveCount(0);

  expect(await reactRenderers(page)).toHaveLength(1);
  expect(warnings.filter((w) => /multiple (Jotai|React)|Invalid hook call/i.test(w))).toEqual([]);
});

test('the Task Room lists the real tests of the campaign', async ({ page }) => {
  await login(page, persona('luca.ferri'));
  const taskroom = await expectArea(page, 'taskroom');
  const tests = await page.request.get(`/api/usercampaign/${await currentCampaignId(page)}/usertests`);
  const { usertests } = await tests.json();
  expect(usertests.length).toBeGreaterThanOrEqual(5);
  for (const t of usertests) await expect(taskroom.getByText(t.name, { exact: true })).toBeVisible();
});

test('giulia lands on the calendar remote', async ({ page }) => {
  await login(page, persona('giulia.verdi'));
  await expect(page).toHaveURL(/\/$/);
  const calendar = await expectArea(page, 'calendar');
  await expect(calendar.getByRole('heading', { name: 'Agenda', level: 1 })).toBeVisible();
  // WCAG 2.4.2: the tab says which area is open.
  await expect(page).toHaveTitle('Agenda · Skillup');
  // Her tests, on the working days they are scheduled on.
  await expect(calendar.getByText('Giorno selezionato: martedì 1 dicembre 2026')).toBeVisible();
  await expect(calendar.getByRole('gridcell', { name: 'lunedì 7 dicembre 2026, Riflessione sui valori' })).toBeVisible();
});

test('paolo lands on the individual-challenge remote', async ({ page }) => {
  await login(page, persona('paolo.neri'));
  await expect(page).toHaveURL(/\/$/);
  const challenge = await expectArea(page, 'challenge');
  await expect(challenge.getByRole('heading', { level: 1, name: 'Individual Challenge' })).toBeVisible();
  // His first section is untouched: the challenge opens on its intro (docs/demo.md).
  await expect(challenge.getByRole('button', { name: 'START' })).toBeVisible();
});

test('the 360 and report routes load their own remotes', async ({ page }) => {
  await login(page, persona('luca.ferri'));
  await expectArea(page, 'taskroom');
  await page.goto('/skillup-360');
  const feedback = await expectArea(page, '360');
  await expect(feedback.getByRole('heading', { level: 1, name: 'Feedback 360' })).toBeVisible();
  await page.goto('/report');
  // Luca's campaign is in REPORT: his report is on screen.
  const report = await expectArea(page, 'report');
  await expect(report.getByRole('heading', { name: 'Risultati in dettaglio' })).toBeVisible();
  await expect(report.getByText('Nessun report disponibile')).toHaveCount(0);
});

test('a reload keeps the session and the area', async ({ page }) => {
  await login(page, persona('giulia.verdi'));
  await expectArea(page, 'calendar');
  await page.reload();
  await expectArea(page, 'calendar');
});

test('a private page asked for before login opens after it', async ({ page }) => {
  await page.goto('/report');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/e-?mail/i).fill(persona('luca.ferri'));
  await page.getByLabel(/password/i).fill('Skillup-2026');
  await page.getByRole('button', { name: /accedi|login|entra/i }).click();
  await expect(page).toHaveURL(/\/report$/);
  await expectArea(page, 'report');
});

test('offline, an area not loaded yet says the device is offline, then opens when the connection returns', async ({ page, context, axe }) => {
  await page.goto('/report');
  await page.getByLabel(/e-?mail/i).fill(persona('luca.ferri'));
  await page.getByLabel(/password/i).fill('Skillup-2026');
  await page.getByRole('button', { name: /accedi|login|entra/i }).click();
  await expectArea(page, 'report');
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Task Room', exact: true }).click();
  const status = page.getByRole('status').filter({ hasText: 'Questo dispositivo è offline' });
  await expect(status).toBeVisible();
  await expect(status).toContainText('si aprirà da sola appena torna la connessione');
  await axe.check();
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });
  await context.setOffline(false);
  await expectArea(page, 'taskroom');
  await expect(status).toHaveCount(0);
});

test('an unknown route says Not found...', async ({ page }) => {
  await login(page, persona('luca.ferri'));
  await expectArea(page, 'taskroom');
  await page.goto('/no/such/page');
  await expect(page.getByText('Not found...')).toBeVisible();
});

test('wrong credentials are refused with a message', async ({ page }) => {
  await login(page, persona('luca.ferri'), 'not-the-password');
  await expect(page.getByText('Le credenziali sono errate')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('staff read which build of an area runs at its foot', async ({ page }) => {
  await login(page, persona('admin'));
  const hr = await expectArea(page, 'admin');
  await expect(hr.getByText(/^admin versione \d+\.\d+\.\d+/)).toBeVisible();
});
