import { expect, test as base, type Page } from '../support/test';
import { addCampaignTest, importPeople, IN_BASKET_TEST, openConsole, PEOPLE_CSV_HEADER } from '../support/admin';
import { expectArea } from '../support/app';
import { outboxMailsTo, ownServer, type AppServer } from '../support/freshApp';
import { tabTo } from '../support/keyboard';
import { sidewaysOverflow } from '../support/layout';

/*
 * The invitation to a campaign (docs/jobs.md, "Campaign mails"): HR launches a campaign with a
 * person who has no password yet, the grid shows the mail sent, and the person enters through
 * its link. A server of its own: the person chooses a password, and its outbox holds only the
 * mails of this spec.
 */
const test = base.extend<object, { inviteApp: AppServer }>({
  inviteApp: ownServer(),
  baseURL: async ({ inviteApp }, use) => use(inviteApp.url),
});

const PASSWORD = 'Invito-Scelto-2026';
const PERSON = { email: 'marta.invitata@invite.skillup.test', firstName: 'Marta', lastName: 'Invitata' };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A draft open from yesterday, with a privacy notice and one test, made through the calls the console's forms send. */
async function draftCampaign(page: Page, name: string): Promise<number> {
  const created = await page.request.post('/api/admin/campaigns', {
    data: {
      languages: [{ lang: 'it', name, description: '' }],
      theme: 'skillup',
      dateStart: day(-1),
      dateEnd: day(30),
      privacyAgreement: '<p>Trattiamo i tuoi dati per la campagna.</p>',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = ((await created.json()) as { campaign: { id: number } }).campaign;
  await addCampaignTest(page, id, IN_BASKET_TEST);
  return id;
}

/** The hour of an instant on the clocks of a time zone, as 09:00. */
const hourIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** The instant the grid shows as the person's next reminder, read from its column. */
async function nextReminderOf(page: Page, email: string): Promise<string | null> {
  const grid = page.locator('[data-remote="admin"]').getByRole('table', { name: /Avanzamento dei partecipanti/ });
  await expect(grid.getByRole('columnheader', { name: 'Prossimo promemoria' })).toBeVisible();
  const headers = (await grid.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const column = headers.indexOf('Prossimo promemoria');
  const cell = grid.getByRole('row').filter({ hasText: email }).locator('th, td').nth(column);
  return cell.locator('time').getAttribute('datetime');
}

/** The person's row's last mail as the progress API sends it to the grid. */
async function lastMailOf(page: Page, campaignId: number, email: string): Promise<{ state: string } | null | undefined> {
  const answer = await page.request.get(`/api/admin/campaigns/${campaignId}/progress?search=${encodeURIComponent(email)}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  const { rows } = (await answer.json()) as { rows: { email: string; lastMail: { state: string } | null }[] };
  return rows.find((row) => row.email === email)?.lastMail;
}

test.slow();

test('HR launches a campaign; the grid shows the invitation sent; a mail scanner’s GET of its link spends nothing, and the person chooses a password with it and enters; the next reminder is at 09:00 in their zone; HR reminds them of the test they have not finished, and sends the invitation again', async ({
  page,
  browser,
  request,
  inviteApp,
  axe,
}) => {
  const name = `Invito ${Date.now()}`;
  const hr = await openConsole(page, { width: 1280, height: 900 });
  const campaignId = await draftCampaign(page, name);
  await importPeople(page, campaignId, `${PEOPLE_CSV_HEADER}\n${PERSON.email},${PERSON.firstName},${PERSON.lastName},it,Vendite,,participant\n`);
  // A draft invites nobody.
  expect(outboxMailsTo(inviteApp.dataDir, PERSON.email)).toEqual([]);

  await test.step('HR launches the campaign in the console', async () => {
    await page.goto(`/admin/campaigns/${campaignId}`);
    // A campaign made in the console reminds those who have not finished, by default.
    await expect(hr.getByRole('checkbox', { name: /Invia promemoria prima della data di fine/ })).toBeChecked();
    // The reminders' days on a phone, reached by the keyboard, and checked by axe.
    await page.setViewportSize({ width: 375, height: 800 });
    const lastDay = hr.getByRole('checkbox', { name: 'L’ultimo giorno' });
    await tabTo(page, lastDay, { limit: 120 });
    await expect(lastDay).toBeChecked();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await axe.check();
    await page.setViewportSize({ width: 1280, height: 900 });
    await hr.getByRole('button', { name: 'Avvia la campagna' }).click();
    await page.getByRole('alertdialog', { name: 'Avviare la campagna?' }).getByRole('button', { name: 'Sì, avvia' }).click();
    await expect(hr.getByText('Campagna avviata.')).toBeVisible();
  });

  await test.step('the progress grid shows the person’s invitation as sent, with its date, and still scrolls inside itself on a phone', async () => {
    await page.goto(`/admin/campaigns/${campaignId}/progress`);
    const grid = hr.getByRole('table', { name: /Avanzamento dei partecipanti/ });
    await expect(grid.getByRole('columnheader', { name: 'Ultima email' })).toBeVisible();
    // The mail leaves from the job queue a moment after the launch: wait for the server to hold it sent, then read the grid again.
    await expect
      .poll(async () => (await lastMailOf(page, campaignId, PERSON.email))?.state, { timeout: 45_000, intervals: [500, 1_000, 2_000] })
      .toBe('sent');
    await page.reload();
    const row = grid.getByRole('row').filter({ hasText: PERSON.email });
    await expect(row).toContainText('Invito inviato');
    const year = String(new Date().getFullYear());
    await expect(row.locator('time').first()).toContainText(year);
    // The schedule's next reminder, at 09:00 in the server's zone while the person's own is unknown.
    expect(hourIn((await nextReminderOf(page, PERSON.email))!, 'Europe/Rome')).toBe('09:00');

    await page.setViewportSize({ width: 375, height: 800 });
    const scroller = hr.getByRole('region', { name: 'Griglia dell’avanzamento: scorre in orizzontale' });
    await expect(scroller).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await scroller.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    await axe.check();
  });

  const mails = outboxMailsTo(inviteApp.dataDir, PERSON.email);
  expect(mails).toHaveLength(1);
  const [invitation] = mails;
  expect(invitation!.subject).toBe(`Sei invitato a «${name}»`);
  expect(invitation!.body).toContain('Scegli la password ed entra');
  const link = new RegExp(
    `${inviteApp.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/new_password/[^/\\s"'<>]+/${encodeURIComponent(PERSON.email).replace(/\./g, '\\.')}`,
  ).exec(invitation!.body)?.[0];
  expect(link, invitation!.body).toBeTruthy();

  await test.step('a mail scanner fetches the link first, as a browser asks for a page, with no session and no script', async () => {
    const scanned = await request.get(link!, {
      headers: {
        accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
        'user-agent': 'Mozilla/5.0 (compatible; LinkScanner/1.0)',
      },
    });
    expect(scanned.status()).toBe(200);
    expect(await scanned.text()).toMatch(/<html/i);
  });

  // The person on a browser of their own, far from the server's zone: HR's session stays open beside theirs.
  const context = await browser.newContext({ baseURL: inviteApp.url, timezoneId: 'America/New_York' });
  const person = axe.watch(await context.newPage());
  await person.setViewportSize({ width: 1280, height: 900 });

  await test.step('the person opens the link, which still works, and chooses a password', async () => {
    await person.goto(link!);
    await expect(person.getByRole('heading', { name: 'Nuova password' })).toBeVisible();
    await person.getByLabel('Nuova password').fill(PASSWORD);
    await person.getByLabel('Conferma la password').fill(PASSWORD);
    await person.getByRole('button', { name: 'Imposta la password' }).click();
    await expect(person.getByText('Password modificata con successo')).toBeVisible();
    await expect(person).toHaveURL(/\/login$/);
    await expect(person.getByLabel('E-mail')).toHaveValue(PERSON.email);
  });

  await test.step('they sign in with it, accept the notice and find the campaign’s test', async () => {
    await person.getByLabel('Password').fill(PASSWORD);
    await person.getByRole('button', { name: 'Accedi' }).click();
    await expect(person).toHaveURL(/\/privacy$/);
    await person.getByText("Ho letto l'informativa").click();
    await person.getByRole('button', { name: 'Conferma' }).click();
    await expect(person).toHaveURL(/\/$/);
    const room = await expectArea(person, 'taskroom');
    await expect(room.getByRole('heading', { name: `Buongiorno, ${PERSON.firstName}.` })).toBeVisible();
    await expect(room.getByRole('region', { name: 'Le tue attività' }).getByRole('button')).toHaveText([new RegExp(IN_BASKET_TEST.name.it!)]);
  });

  await test.step('the grid now plans their next reminder at 09:00 in the zone their browser gave', async () => {
    await page.goto(`/admin/campaigns/${campaignId}/progress`);
    await expect.poll(async () => hourIn((await nextReminderOf(page, PERSON.email))!, 'America/New_York')).toBe('09:00');
  });

  await test.step('the link, once used, works no more', async () => {
    const again = await browser.newContext({ baseURL: inviteApp.url });
    const stranger = axe.watch(await again.newPage());
    await stranger.goto(link!);
    await expect(stranger).toHaveURL(/\/login$/);
    await expect(stranger.getByText('Questo link per reimpostare la password è già stato usato, è scaduto o non è valido.')).toBeVisible();
    await again.close();
  });
  await context.close();

  // After the link is used: a reminder to someone without a password would carry a new link and void the invitation's.
  await test.step('HR, with the keyboard on a phone, reminds the one person who has not finished; the grid and the outbox show the reminder', async () => {
    await page.reload();
    const remind = hr.getByRole('button', { name: 'Ricorda a chi non ha finito' });
    await tabTo(page, remind, { limit: 80 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Promemoria a chi non ha finito' });
    await expect(dialog).toContainText('Inviare un promemoria a 1 persona?');
    await expect(dialog.getByRole('button', { name: 'Annulla' })).toBeFocused();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await axe.check();
    await tabTo(page, dialog.getByRole('button', { name: 'Sì, invia' }), { limit: 5 });
    await page.keyboard.press('Enter');
    await expect(hr.getByText('1 promemoria in coda.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(remind).toBeFocused();
    const row = hr
      .getByRole('table', { name: /Avanzamento dei partecipanti/ })
      .getByRole('row')
      .filter({ hasText: PERSON.email });
    await expect(row).toContainText(/Promemoria (in coda|in invio|inviato)/);

    await expect
      .poll(() => outboxMailsTo(inviteApp.dataDir, PERSON.email).map((mail) => mail.subject), { timeout: 45_000, intervals: [500, 1_000, 2_000] })
      .toContain(`Promemoria: «${name}»`);
    const reminders = outboxMailsTo(inviteApp.dataDir, PERSON.email).filter((mail) => mail.subject === `Promemoria: «${name}»`);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.body).toContain('ti resta un test da completare');
  });

  await test.step('HR sends the invitation again from the person’s page; having a password, they are sent to the sign-in page', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await hr.getByRole('link', { name: `${PERSON.lastName} ${PERSON.firstName}` }).click();
    await page.setViewportSize({ width: 375, height: 800 });
    await hr.getByRole('button', { name: 'Invia di nuovo l’invito' }).click();
    const dialog = page.getByRole('alertdialog', { name: /Inviare di nuovo l’invito a/ });
    await expect(dialog).toContainText(PERSON.email);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await axe.check();
    await dialog.getByRole('button', { name: 'Sì, invia di nuovo' }).click();
    await expect(hr.getByText(/Invito messo in coda/)).toBeVisible();

    const invitations = () => outboxMailsTo(inviteApp.dataDir, PERSON.email).filter((mail) => mail.subject === `Sei invitato a «${name}»`);
    await expect.poll(() => invitations().length, { timeout: 45_000, intervals: [500, 1_000, 2_000] }).toBe(2);
    const again = invitations()[1]!.body;
    expect(again).toContain(`${inviteApp.url}/login`);
    expect(again).not.toContain('/new_password/');
  });
});
