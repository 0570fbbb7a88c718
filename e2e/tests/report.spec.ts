import { execFileSync } from 'node:child_process';
import { expect, test, type Locator, type Page, expectAccessible } from '../support/test';
import { expectArea, login, persona } from '../support/app';
import { ownServer, type AppServer } from '../support/freshApp';
import { sidewaysOverflow } from '../support/layout';

/**
 * The radar names every area in full inside the chart, its scale's figures clear of the names,
 * and it is no Tab stop: the image's label and the table carry its figures.
 */
async function expectRadarReadable(radar: Locator, areas: string[]) {
  const found = await radar.evaluate((chart) => {
    const box = (element: Element) => element.getBoundingClientRect();
    const within = chart.querySelector('svg')!.getBoundingClientRect();
    const labels = [...chart.querySelectorAll('.recharts-polar-angle-axis-tick text')].map((text) => ({
      text: text.textContent ?? '',
      box: box(text),
    }));
    const figures = [...chart.querySelectorAll('.recharts-polar-radius-axis-tick-value')].map(box);
    const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return {
      names: labels.map((label) => label.text.replace(/\s/g, '')),
      cut: labels
        .filter(({ box: b }) => b.left < within.left || b.right > within.right || b.top < within.top || b.bottom > within.bottom)
        .map((label) => label.text),
      figuresOnNames: figures.filter((figure) => labels.some((label) => overlaps(figure, label.box))).length,
      tabStops: chart.querySelectorAll('[role="application"], [tabindex]:not([tabindex="-1"])').length,
    };
  });
  expect(found.names.sort()).toEqual(areas.map((area) => area.replace(/\s/g, '')).sort());
  expect(found.cut).toEqual([]);
  expect(found.figuresOnNames).toBe(0);
  expect(found.tabStops).toBe(0);
}

const LUCA_AREAS = ['Guida delle persone', 'Organizzazione del lavoro', 'Pensiero analitico'];

async function openLucaReport(page: Page) {
  await login(page, persona('luca.ferri'));
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/report');
  return expectArea(page, 'report');
}

test("luca's home says his report is ready, not that it will come, and its link opens it", async ({ page }) => {
  await login(page, persona('luca.ferri'));
  const home = await expectArea(page, 'taskroom');
  await expect(home.getByText('Hai completato tutte le attività: grazie!')).toBeVisible();
  await expect(home).not.toContainText('disponibile a breve');
  await expect(home.getByText('Il tuo report è pronto.')).toBeVisible();
  await home.getByRole('link', { name: 'Leggi il report' }).click();
  await expect(page).toHaveURL(/\/report$/);
  await expect((await expectArea(page, 'report')).getByRole('img', { name: /Grafico radar dei punteggi per area/ })).toBeVisible();
});

test('luca reads his report on screen: radar, levels, stars, suggestions and the detail of each marker', async ({ page }) => {
  const report = await openLucaReport(page);
  const radar = report.getByRole('img', { name: /Grafico radar dei punteggi per area/ });
  await expect(radar).toBeVisible();
  await expect(radar).toHaveAttribute('aria-label', /Guida delle persone 4, Organizzazione del lavoro 3, Pensiero analitico 2/);
  await expect(radar.locator('svg .recharts-polygon').first()).toBeVisible();
  await expectRadarReadable(radar, LUCA_AREAS);
  await expect(report.getByRole('table', { name: 'Punteggi per area' })).toHaveCount(1);

  const synthesis = report.getByRole('region', { name: 'Sintesi qualitativa per profilo di area' });
  await expect(synthesis.getByText('Presidio buono')).toHaveCount(2);
  await expect(synthesis.getByText('Presidio sufficiente')).toHaveCount(1);
  await expect(synthesis.getByText('Motivazioni e valori')).toHaveCount(0);

  await expect(report.getByRole('img', { name: 'Punto di forza' })).toHaveCount(2);
  const suggestions = report.getByRole('region', { name: 'Suggerimenti di sviluppo' });
  await expect(suggestions.getByText('Per ogni problema elenca vincoli e conseguenze prima di proporre la soluzione.')).toBeVisible();
  await expect(suggestions).not.toContainText('cinque perché');

  const details = report.getByRole('region', { name: 'Risultati in dettaglio' });
  await details.getByText('Ascolto ed empatia · 4.1').click();
  await expect(details.getByText('Indicatori').first()).toBeVisible();
  await details.getByText('Empatia · 5.0').click();
  const empathy = details.locator('details', { has: page.locator('summary', { hasText: 'Empatia · 5.0' }) });
  await expect(empathy.getByRole('heading', { name: 'Valutazione in dettaglio' })).toBeVisible();
  await expect(empathy.getByText('Presidio ottimo')).toBeVisible();
  await expect(empathy.getByRole('heading', { name: "Prove legate all'indicatore" })).toBeVisible();
  await expect(empathy.getByText("Colloquio di feedback (CF) – Valutazione dell'assessor: 5.0")).toBeVisible();
  await expect(report).not.toContainText('NaN');

  await expectAccessible(page);
});

test('luca downloads his report as a PDF that says what the page says', async ({ page }, testInfo) => {
  const report = await openLucaReport(page);
  const [download] = await Promise.all([page.waitForEvent('download'), report.getByRole('link', { name: 'Scarica il report' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^report-\d+-ferri-luca\.pdf$/);
  const file = testInfo.outputPath('report.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('Report individuale');
  expect(text).toContain('Luca Ferri');
  expect(text).toContain('Sintesi qualitativa per profilo di area');
  expect(text).toContain('Guida delle persone 3.6');
  expect(text).toContain('Presidio buono');
  expect(text).toContain('Ascolto ed empatia 4.1 ★');
  expect(text).toContain('Per ogni problema elenca vincoli e conseguenze prima di proporre la soluzione.');
  // The 360 part, with what the page shows and nothing the anonymity rules keep back.
  expect(text).toContain('Feedback 360°');
  expect(text).toMatch(/Colleghi:\s+3\.2\s+\(3 valutatori\)/);
  expect(text).toMatch(/Collaboratori:\s+Non mostrato, per l'anonimato/);
  expect(text).toMatch(/Tutti gli altri:\s+3\.3\s+\(6 valutatori\)/);
  expect(text).toContain('Scarto tra autovalutazione e altri: +1.0 · Punto cieco');
  expect(text).toContain('• Sa motivare il gruppo nei momenti difficili.');
  expect(text).toContain("Commenti dell'autovalutazione");
});

test("luca's page offers the campaign's report list without the assessors' report, and its link gives his PDF", async ({ page }, testInfo) => {
  const report = await openLucaReport(page);
  const list = report.getByRole('region', { name: 'Altri report della campagna' });
  await expect(list.getByRole('link')).toHaveText(['Report individuale in PDF']);
  await expect(list).not.toContainText("Report per l'assessor");
  const [download] = await Promise.all([page.waitForEvent('download'), list.getByRole('link', { name: 'Report individuale in PDF' }).click()]);
  const file = testInfo.outputPath('listed.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('Luca Ferri');
  expect(text).toContain('Guida delle persone 3.6');
});

test('luca reads the 360 part of his report: his groups, those kept back, a blind spot and the comments', async ({ page }) => {
  const report = await openLucaReport(page);
  const part = report.getByRole('region', { name: 'Feedback 360°' });
  const listening = part.getByRole('table', { name: 'Feedback 360° per Ascolto ed empatia: media per gruppo di valutatori' });
  await expect(listening.getByRole('row', { name: /^Autovalutazione/ })).toContainText('4.3');
  await expect(listening.getByRole('row', { name: /^Colleghi/ })).toContainText('3.2');
  await expect(listening.getByRole('row', { name: /^Tutti gli altri/ })).toContainText('3.3');
  // Two direct reports have submitted, one short of three; the manager goes too, or the pool would give them away.
  await expect(listening.getByRole('row', { name: /^Collaboratori/ })).toContainText("Non mostrato, per l'anonimato");
  await expect(listening.getByRole('row', { name: /^Responsabile/ })).toContainText("Non mostrato, per l'anonimato");
  await expect(part.getByTestId('report-360-skill').filter({ hasText: 'Punto cieco' })).toHaveCount(2);
  await expect(part.getByText('Scarto tra autovalutazione e altri: +1.0')).toBeVisible();

  const comments = part.getByRole('region', { name: 'Commenti', exact: true });
  await expect(comments.getByText('Che cosa apprezzi di più del suo modo di lavorare?')).toBeVisible();
  await expect(comments.getByText('Sa motivare il gruppo nei momenti difficili.')).toHaveCount(2);
  const own = part.getByRole('region', { name: "Commenti dell'autovalutazione" });
  await expect(own.getByText('Dare feedback più frequenti.')).toBeVisible();
  await expect(part).not.toContainText('NaN');
  // The part moves in steps that keep every group anonymous, and says when it last did.
  await expect(part.getByTestId('report-360-updated')).toContainText(/^Aggiornato il \d{1,2} \S+ \d{4}: le nuove valutazioni entrano insieme/);
  await expectAccessible(page);
});

test('the report fits a 375 px screen and is usable with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const report = await openLucaReport(page);
  const radar = report.getByRole('img', { name: /Grafico radar/ });
  await expect(radar.locator('svg .recharts-polygon').first()).toBeVisible();
  await expectRadarReadable(radar, LUCA_AREAS);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 320, height: 800 });
  await expectRadarReadable(radar, LUCA_AREAS);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 375, height: 800 });
  const skill = report.locator('summary', { hasText: 'Pianificazione e priorità' });
  await skill.focus();
  await page.keyboard.press('Enter');
  await expect(report.locator('details[open] summary', { hasText: 'Definizione delle priorità' })).toBeVisible();
  await expectAccessible(page);
});

// A server of its own: anna must not have accepted privacy in another spec's server.
const reportTest = test.extend<object, { reportApp: AppServer }>({
  reportApp: ownServer(),
  baseURL: async ({ reportApp }, use) => use(reportApp.url),
});

reportTest.describe('a campaign still running (own server)', () => {
  reportTest('anna sees that no report is available', async ({ page }) => {
    await login(page, persona('anna.rossi'));
    await expect(page).toHaveURL(/\/privacy$/);
    await page.getByText("Ho letto l'informativa").click();
    await page.getByRole('button', { name: 'Conferma' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/report');
    const report = await expectArea(page, 'report');
    await expect(report.getByRole('heading', { name: 'Nessun report disponibile' })).toBeVisible();
    await expect(report.getByText('La pagina di report non è ancora attiva. Ti avviseremo quando sarà disponibile.')).toBeVisible();
    await expect(report.getByRole('link', { name: 'Scarica il report' })).toHaveCount(0);
    await expectAccessible(page);
  });
});
