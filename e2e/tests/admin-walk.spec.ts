import { execFileSync } from 'node:child_process';
import { expect, expectAccessible, test as base, type Page } from '../support/test';
import { area, chooseLogout, expectArea, login, persona } from '../support/app';
import { outboxMailsTo, ownServer, resetLinkFromOutbox, type AppServer } from '../support/freshApp';
import { sidewaysOverflow } from '../support/layout';

/*
 * A whole campaign as HR and one participant live it, from the draft to the report. The people
 * imported set passwords and answer: a server of its own keeps every other spec's data as seeded.
 */
const test = base.extend<object, { walkApp: AppServer }>({
  walkApp: ownServer(),
  baseURL: async ({ walkApp }, use) => use(walkApp.url),
});

const FIRST = 'Colloquio di accoglienza';
const SECOND = 'Posta del primo giorno';
const PASSWORD = 'Accoglienza-Nuova-2026';

interface Person {
  email: string;
  firstName: string;
  lastName: string;
}

const GIULIA: Person = { email: 'giulia.marchetti@walk.skillup.test', firstName: 'Giulia', lastName: 'Marchetti' };
const PAOLO: Person = { email: 'paolo.ricci@walk.skillup.test', firstName: 'Paolo', lastName: 'Ricci' };
const CHIARA: Person = { email: 'chiara.sala@walk.skillup.test', firstName: 'Chiara', lastName: 'Sala' };

/** Paolo's manager is Giulia, a row of the same file. */
const PEOPLE_CSV = [
  'email,first name,last name,language,team,manager email,role',
  `${GIULIA.email},${GIULIA.firstName},${GIULIA.lastName},it,Vendite,,participant`,
  `${PAOLO.email},${PAOLO.firstName},${PAOLO.lastName},it,Vendite,${GIULIA.email},participant`,
  `${CHIARA.email},${CHIARA.firstName},${CHIARA.lastName},it,Marketing,,participant`,
].join('\n');

interface StoredTest {
  id: number;
  position: number;
  prerequisites: number[];
}
interface StoredCampaign {
  campaign: { id: number; state: string; reportsReleased: boolean; participants: number };
  tests: StoredTest[];
}
interface ProgressRow {
  userId: number;
  email: string;
  cells: { testId: number; status: string; updatedAt: string | null }[];
  completed: number;
  state: string;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function apiJson<T>(page: Page, url: string, init?: { method?: 'POST'; data?: unknown }): Promise<T> {
  const answer = init?.method === 'POST' ? await page.request.post(url, { data: init.data }) : await page.request.get(url);
  expect(answer.ok(), `${url}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

const stored = (page: Page, id: number) => apiJson<StoredCampaign>(page, `/api/admin/campaigns/${id}`);

async function progressOf(page: Page, id: number, person: Person): Promise<ProgressRow> {
  const { rows } = await apiJson<{ rows: ProgressRow[] }>(page, `/api/admin/campaigns/${id}/progress?search=${encodeURIComponent(person.email)}`);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** A draft with two tests, the second waiting for the first, made through the calls the console's forms send. */
async function draftCampaign(page: Page, name: string): Promise<{ id: number; first: number; second: number }> {
  const { campaign } = await apiJson<StoredCampaign>(page, '/api/admin/campaigns', {
    method: 'POST',
    data: {
      languages: [{ lang: 'it', name, description: '<p>Il percorso di chi entra in azienda.</p>' }],
      theme: 'skillup',
      dateStart: day(-1),
      dateEnd: day(60),
      privacyAgreement: '<p>Trattiamo i tuoi dati per il percorso di accoglienza.</p>',
      report: { canAssessedDownload: true },
    },
  });
  const first = await apiJson<{ test: StoredTest }>(page, `/api/admin/campaigns/${campaign.id}/tests`, {
    method: 'POST',
    data: { activity: 'situational-judgement', abbreviation: 'CA', name: { it: FIRST } },
  });
  const second = await apiJson<{ test: StoredTest }>(page, `/api/admin/campaigns/${campaign.id}/tests`, {
    method: 'POST',
    data: { activity: 'in-basket', abbreviation: 'PG', name: { it: SECOND }, prerequisites: [first.test.id] },
  });
  const { tests } = await stored(page, campaign.id);
  expect(tests.map((t) => [t.id, t.position, t.prerequisites])).toEqual([
    [first.test.id, 1, []],
    [second.test.id, 2, [first.test.id]],
  ]);
  return { id: campaign.id, first: first.test.id, second: second.test.id };
}

const task = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name} `) });

// The whole walk takes about 150 s on a quiet machine: room for a busy one.
test.setTimeout(360_000);

test('HR imports people into a new campaign of two tests and launches it; a person sets a password, completes the first test, and reads the report HR released', async ({
  page,
  browser,
  walkApp,
  axe,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const name = `Accoglienza ${Date.now()}`;
  await login(page, persona('admin'));
  await expect(page).toHaveURL(/\/admin$/);
  const hr = area(page, 'admin');
  const campaign = await draftCampaign(page, name);

  await test.step('HR imports three people from a file: preview first, then the commit', async () => {
    await page.goto(`/admin/campaigns/${campaign.id}/people/import`);
    await hr.getByLabel('File delle persone (CSV o XLSX)').setInputFiles({
      name: 'accoglienza.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(PEOPLE_CSV, 'utf8'),
    });
    await hr.getByRole('button', { name: 'Mostra l’anteprima' }).click();
    await expect(hr.getByRole('heading', { name: 'Anteprima di accoglienza.csv' })).toBeFocused();
    await expect(hr.getByText('3 righe nel file')).toBeVisible();
    await expect(hr.getByText('3 nuove', { exact: true }).first()).toBeVisible();
    expect((await apiJson<{ total: number }>(page, `/api/admin/campaigns/${campaign.id}/participants`)).total).toBe(0);

    await hr.getByRole('button', { name: 'Importa 3 persone' }).click();
    await expect(hr.getByRole('heading', { name: 'Importazione fatta' })).toBeFocused();
    await expect(hr.getByText('3 persone aggiunte o aggiornate.')).toBeVisible();
    const people = await apiJson<{ total: number; people: { email: string }[] }>(page, `/api/admin/campaigns/${campaign.id}/participants`);
    expect(people.total).toBe(3);
    expect(people.people.map((p) => p.email).sort()).toEqual([CHIARA.email, GIULIA.email, PAOLO.email]);
  });

  await test.step('HR launches the campaign in the console, confirming in the dialog', async () => {
    await page.goto(`/admin/campaigns/${campaign.id}`);
    await expect(hr.getByText('Bozza', { exact: true })).toBeVisible();
    await hr.getByRole('button', { name: 'Avvia la campagna' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Avviare la campagna?' });
    await expect(dialog.getByRole('button', { name: 'Annulla' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Sì, avvia' }).click();
    await expect(hr.getByText('Campagna avviata.')).toBeVisible();
    await expect(hr.getByText('Aperta', { exact: true })).toBeVisible();
    expect((await stored(page, campaign.id)).campaign).toMatchObject({ state: 'ACTIVE', reportsReleased: false, participants: 3 });
  });

  // Giulia on a browser of her own: HR's session stays open beside hers.
  const context = await browser.newContext({ baseURL: walkApp.url });
  const giulia = axe.watch(await context.newPage());
  await giulia.setViewportSize({ width: 1280, height: 900 });

  await test.step('Giulia, who has no password yet, asks for one and sets it through the mailed link', async () => {
    // Imported people get no password anyone knows.
    await login(giulia, GIULIA.email, PASSWORD);
    await expect(giulia.getByText('Le credenziali sono errate')).toBeVisible();

    await giulia.getByRole('link', { name: 'Password dimenticata?' }).click();
    await expect(giulia).toHaveURL(/\/reset$/);
    await giulia.getByLabel('E-mail').fill(GIULIA.email);
    await giulia.getByRole('button', { name: 'Invia' }).click();
    await expect(
      giulia.getByText("Se l'indirizzo email inserito è corretto riceverai una email con le istruzioni per procedere al reset"),
    ).toBeVisible();
    await expect.poll(() => resetLinkFromOutbox(walkApp.dataDir, GIULIA.email), { timeout: 15_000 }).toBeTruthy();
    // Nobody else of the file was sent a reset: Paolo has his invitation to the campaign only.
    expect(outboxMailsTo(walkApp.dataDir, PAOLO.email).filter((mail) => !mail.subject.startsWith('Sei invitato a'))).toEqual([]);

    await giulia.goto(resetLinkFromOutbox(walkApp.dataDir, GIULIA.email)!);
    await expect(giulia.getByRole('heading', { name: 'Nuova password' })).toBeVisible();
    await giulia.getByLabel('Nuova password').fill(PASSWORD);
    await giulia.getByLabel('Conferma la password').fill(PASSWORD);
    await giulia.getByRole('button', { name: 'Imposta la password' }).click();
    await expect(giulia.getByText('Password modificata con successo')).toBeVisible();
    await expect(giulia).toHaveURL(/\/login$/);
    await expect(giulia.getByLabel('E-mail')).toHaveValue(GIULIA.email);
  });

  await test.step('she signs in, accepts the notice HR wrote, and finds the two tests in order, the second locked', async () => {
    await giulia.getByLabel('Password').fill(PASSWORD);
    await giulia.getByRole('button', { name: 'Accedi' }).click();
    await expect(giulia).toHaveURL(/\/privacy$/);
    await expect(giulia.getByText('Trattiamo i tuoi dati per il percorso di accoglienza.')).toBeVisible();
    await giulia.getByText("Ho letto l'informativa").click();
    await giulia.getByRole('button', { name: 'Conferma' }).click();
    await expect(giulia).toHaveURL(/\/$/);

    const room = await expectArea(giulia, 'taskroom');
    await giulia.mouse.move(0, 0);
    await expect(room.getByRole('heading', { name: 'Buongiorno, Giulia.' })).toBeVisible();
    await expect(room.getByText('Completate 0 su 2')).toBeVisible();
    const tasks = room.getByRole('region', { name: 'Le tue attività' }).getByRole('button');
    await expect(tasks).toHaveText([new RegExp(FIRST), new RegExp(SECOND)]);
    await expect(task(giulia, FIRST).getByRole('img', { name: 'Da iniziare' })).toBeVisible();
    await expect(task(giulia, SECOND).getByRole('img', { name: 'Bloccata' })).toBeVisible();
    await task(giulia, SECOND).click();
    await expect(giulia.getByText(`Completa ${FIRST} per sbloccare questa attività`)).toBeVisible();
    await giulia.keyboard.press('Escape');
    await expect(giulia.getByText(`Completa ${FIRST} per sbloccare questa attività`)).toBeHidden();
  });

  await test.step('she completes the first test in its activity, and the second opens', async () => {
    await task(giulia, FIRST).hover();
    await giulia.getByRole('button', { name: `Inizia ${FIRST}` }).click();
    await expect(giulia).toHaveURL(/\/test$/);
    const frame = giulia.frameLocator(`iframe[title="${FIRST}"]`);
    await expect(frame.getByRole('heading', { level: 1, name: FIRST })).toBeVisible();
    for (let scenario = 1; scenario <= 4; scenario++) {
      await expect(frame.getByText(`Situazione ${scenario} / 4`)).toBeVisible();
      await frame.getByRole('radio').first().check();
      if (scenario < 4) await frame.getByRole('button', { name: 'Avanti' }).click();
    }
    const outcomes = giulia.waitForResponse(
      (r) => r.url().includes(`/api/outcomes/${campaign.id}/${campaign.first}/`) && r.request().method() === 'POST',
    );
    await frame.getByRole('button', { name: 'Concludi' }).click();
    await giulia.getByRole('alertdialog', { name: "Vuoi concludere l'attività?" }).getByRole('button', { name: 'Sì' }).click();
    await expect(frame.getByRole('heading', { name: 'Attività completata' })).toBeVisible();
    expect((await outcomes).ok()).toBe(true);
    await frame.getByRole('button', { name: 'Chiudi' }).click();
    await expect(giulia).toHaveURL(/\/$/);

    const room = await expectArea(giulia, 'taskroom');
    await giulia.mouse.move(0, 0);
    await expect(room.getByText('Completate 1 su 2')).toBeVisible();
    await expect(task(giulia, FIRST).getByRole('img', { name: 'Completata' })).toBeVisible();
    await expect(task(giulia, SECOND).getByRole('img', { name: 'Da iniziare' })).toBeVisible();
  });

  let completedAt = '';
  await test.step('HR’s progress grid shows her first test complete, with its date', async () => {
    // The activity's last save reaches the server through the queue: wait for what it holds.
    await expect
      .poll(async () => (await progressOf(page, campaign.id, GIULIA)).cells.map((c) => c.status), { timeout: 30_000 })
      .toEqual(['complete', 'not attempted']);
    const held = await progressOf(page, campaign.id, GIULIA);
    expect(held).toMatchObject({ completed: 1, state: 'in progress' });
    completedAt = held.cells[0]!.updatedAt!;
    expect(Date.now() - Date.parse(completedAt)).toBeLessThan(10 * 60_000);
    expect(held.cells[1]!.updatedAt).toBeNull();
    for (const other of [PAOLO, CHIARA]) expect(await progressOf(page, campaign.id, other)).toMatchObject({ completed: 0, state: 'not started' });

    await page.goto(`/admin/campaigns/${campaign.id}/progress`);
    await expect(hr.getByText('3 partecipanti')).toBeVisible();
    const grid = hr.getByRole('table', { name: /Avanzamento dei partecipanti/ });
    await expect(grid.getByRole('columnheader')).toContainText([new RegExp(FIRST), new RegExp(SECOND)]);
    const row = grid.getByRole('row').filter({ has: page.getByRole('link', { name: `${GIULIA.lastName} ${GIULIA.firstName}` }) });
    const cells = row.getByRole('cell');
    // The grid names the day as the console's language writes it.
    const date = await page.evaluate((iso) => new Intl.DateTimeFormat('it', { dateStyle: 'medium' }).format(new Date(iso)), completedAt);
    const firstCell = cells.filter({ hasText: 'Completato' });
    await expect(firstCell).toHaveCount(1);
    await expect(firstCell).toHaveText(`Completato${date}`);
    await expect(row).toContainText('Non iniziato');
    await expect(row).toContainText('1 su 2');
    await expect(row).toContainText('In corso');
    const paolo = grid.getByRole('row').filter({ has: page.getByRole('link', { name: `${PAOLO.lastName} ${PAOLO.firstName}` }) });
    await expect(paolo).toContainText('0 su 2');
    await expect(paolo).not.toContainText('Completato');
  });

  await test.step('HR closes the campaign: Giulia can no longer enter it until the reports are out', async () => {
    await page.goto(`/admin/campaigns/${campaign.id}`);
    await hr.getByRole('button', { name: 'Chiudi la campagna' }).click();
    const closing = page.getByRole('alertdialog', { name: 'Chiudere la campagna?' });
    await expect(closing.getByRole('button', { name: 'Annulla' })).toBeFocused();
    await closing.getByRole('button', { name: 'Sì, chiudi' }).click();
    await expect(hr.getByText('Campagna chiusa.')).toBeVisible();
    expect((await stored(page, campaign.id)).campaign).toMatchObject({ state: 'CLOSED', reportsReleased: false });

    await chooseLogout(giulia);
    await expect(giulia).toHaveURL(/\/login$/);
    await login(giulia, GIULIA.email, PASSWORD);
    await expect(giulia.getByText('Nessuna campagna attiva')).toBeVisible();
    await expect(giulia).toHaveURL(/\/login$/);
  });

  await test.step('HR releases the reports, confirming in the dialog', async () => {
    await hr.getByRole('button', { name: 'Rilascia i report' }).click();
    const releasing = page.getByRole('alertdialog', { name: 'Rilasciare i report?' });
    await expect(releasing.getByRole('button', { name: 'Annulla' })).toBeFocused();
    await releasing.getByRole('button', { name: 'Sì, rilascia' }).click();
    await expect(hr.getByText('Report rilasciati.')).toBeVisible();
    expect((await stored(page, campaign.id)).campaign).toMatchObject({ state: 'CLOSED', reportsReleased: true });
    // Only who completed a test has a report to read.
    const { people } = await apiJson<{ people: { email: string; enrolmentState: string }[] }>(
      page,
      `/api/admin/campaigns/${campaign.id}/participants`,
    );
    expect(Object.fromEntries(people.map((p) => [p.email, p.enrolmentState]))).toEqual({
      [GIULIA.email]: 'REPORT',
      [PAOLO.email]: 'ACTIVE',
      [CHIARA.email]: 'ACTIVE',
    });
  });

  await test.step('Giulia signs in again and reads her report', async () => {
    await login(giulia, GIULIA.email, PASSWORD);
    await expect(giulia).toHaveURL(/\/$/);
    await giulia.getByRole('link', { name: 'Report', exact: true }).click();
    await expect(giulia).toHaveURL(/\/report$/);
    const report = await expectArea(giulia, 'report');
    await expect(report.getByText(name)).toBeVisible();

    // What the report area reads: the report is out, downloadable, and holds her and her tests.
    const config = await apiJson<{ available: boolean; canDownload: boolean }>(giulia, `/api/report/${campaign.id}/config`);
    expect(config).toMatchObject({ available: true, canDownload: true });
    const { userId } = await progressOf(page, campaign.id, GIULIA);
    const { result } = await apiJson<{
      result: {
        rep: { user: Person & { id: number }; campaignName: string; areas: unknown[]; tests: { id: number; name: string; status: string | null }[] };
      };
    }>(giulia, `/api/report/${campaign.id}/individual/personal/${userId}`);
    expect(result.rep.user).toMatchObject({ id: userId, firstName: GIULIA.firstName, lastName: GIULIA.lastName });
    expect(result.rep.campaignName).toBe(name);
    expect(result.rep.tests.map((t) => [t.id, t.name, t.status ?? 'not attempted'])).toEqual([
      [campaign.first, FIRST, 'complete'],
      [campaign.second, SECOND, 'not attempted'],
    ]);
    // A campaign made in the console has no competency model: nothing to draw on screen, the PDF to download, her tests.
    expect(result.rep.areas).toEqual([]);
    await expect(report.getByRole('heading', { name: 'Il report è pronto per il download' })).toBeVisible();
    await expect(report.getByRole('region', { name: 'Le tue attività' }).getByRole('listitem')).toHaveText([
      `${FIRST}: Completata`,
      `${SECOND}: Da iniziare`,
    ]);
    await expect(report).not.toContainText('non è ancora attiva');
    await expectAccessible(giulia);

    const [download] = await Promise.all([giulia.waitForEvent('download'), report.getByRole('link', { name: 'Scarica il report in PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^report-\d+-marchetti-giulia\.pdf$/);
    const file = testInfo.outputPath('report.pdf');
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Report individuale');
    expect(text).toContain(`${GIULIA.firstName} ${GIULIA.lastName} · ${name}`);
    // Her tests in place of the model's headings, the complete one with its day.
    expect(text).toContain('Attività della campagna');
    expect(text).toMatch(new RegExp(`${FIRST}:\\s+Completata il \\d{1,2} \\p{L}+ \\d{4}`, 'u'));
    expect(text).toMatch(new RegExp(`${SECOND}:\\s+Da iniziare`));
    expect(text).not.toContain('Sintesi qualitativa per profilo di area');
  });

  await test.step('HR turns the download off: on a phone, Giulia reads that her report is out and whom to ask', async () => {
    const patched = await page.request.patch(`/api/admin/campaigns/${campaign.id}`, { data: { report: { canAssessedDownload: false } } });
    expect(patched.ok(), await patched.text()).toBe(true);
    await giulia.setViewportSize({ width: 375, height: 800 });
    await giulia.reload();
    const report = await expectArea(giulia, 'report');
    await expect(report.getByRole('heading', { name: 'Il tuo report è stato pubblicato' })).toBeVisible();
    await expect(report.getByText('rivolgiti al referente HR della campagna')).toBeVisible();
    await expect(report.getByRole('region', { name: 'Le tue attività' }).getByRole('listitem')).toHaveText([
      `${FIRST}: Completata`,
      `${SECOND}: Da iniziare`,
    ]);
    await expect(report.getByRole('link', { name: 'Scarica il report in PDF' })).toHaveCount(0);
    await expect(report).not.toContainText('non è ancora attiva');
    expect(await sidewaysOverflow(giulia)).toBeLessThanOrEqual(0);
    await expectAccessible(giulia);
  });

  await context.close();
});
