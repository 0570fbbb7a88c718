// Runs each built activity in Chromium inside a small host page that answers the
// test-support API with the real bridge (harness/host.ts): init, save, resume after a
// reload of the frame, completion with the outcomes of algorithm.js, the timer that
// survives a reload, a repeatable round, the assessor exercise and a bad link.
// Needs `npm run build -w @skillup/activities` first; run with `node --test scripts/`.
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize } from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(root, 'public');
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

let server;
let browser;
let base;

before(async () => {
  if (!existsSync(join(publicDir, 'in-basket', 'app.js'))) throw new Error('Build the activities first: npm run build -w @skillup/activities');
  const bundle = await build({ entryPoints: [join(root, 'scripts/harness/host.ts')], bundle: true, write: false, format: 'iife' });
  const hostJs = bundle.outputFiles[0].text;
  server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    if (path === '/harness/') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<!doctype html><html><head><title>harness</title></head><body><script src="/harness/host.js"></script></body></html>');
      return;
    }
    if (path === '/harness/host.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(hostJs);
      return;
    }
    const file = normalize(join(publicDir, path.replace(/^\/tests\//, '')));
    if (!path.startsWith('/tests/') || !file.startsWith(publicDir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});

after(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
});

async function open(params, viewport) {
  const page = await browser.newPage(viewport ? { viewport } : undefined);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}/harness/?${new URLSearchParams(params)}`);
  const frame = page.frameLocator('iframe');
  return { page, frame, errors, state: () => page.evaluate(() => JSON.parse(JSON.stringify(window.harness))) };
}

const reloadFrame = (page) => page.evaluate(() => document.querySelector('iframe').contentWindow.location.reload());
const waitFor = async (check, what, ms = 5000) => {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};
/** Serious or critical axe-core findings (WCAG 2.2 AA) inside the activity's frame. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
async function seriousViolations(page) {
  const frame = page.frames().find((f) => f !== page.mainFrame());
  await frame.evaluate(axeSource);
  const results = await frame.evaluate(() =>
    window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] } }),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
const outcome = (state, name) => state.outcomes.find((o) => o.name === name)?.value;

describe('activities in a real browser', { concurrency: false }, () => {
  it('in-basket: starts incomplete, saves, resumes after a reload and completes with its outcomes', async () => {
    const { page, frame, errors, state } = await open({ activity: 'in-basket' });
    await frame.getByRole('heading', { name: 'Presentazione al CdA anticipata a domani' }).waitFor();
    assert.deepEqual((await state()).calls.slice(0, 3), ['init', 'getSync', 'setStatus:incomplete']);

    const answers = {
      'Presentazione al CdA anticipata a domani': ['Alta', 'Rispondo io', 'Preparo i numeri del trimestre e il commento entro le 19 di stasera.'],
      'Reclamo Ferri S.r.l.: seconda consegna errata': [
        'Alta',
        'Delego a un collaboratore',
        'Chiara, richiama oggi Ferri e verifica con il magazzino cosa è successo.',
      ],
      'Richiesta di ferie venerdì': ['Media', 'Rispondo io', 'Va bene per venerdì, grazie per aver organizzato la copertura con Chiara.'],
    };
    const subjects = Object.keys(answers);
    for (const subject of subjects) {
      await frame.getByRole('button', { name: subject }).click();
      const [priority, action, note] = answers[subject];
      await frame.getByRole('radio', { name: priority, exact: true }).check();
      await frame.getByRole('radio', { name: action }).check();
      await frame.getByRole('textbox').fill(note);
      await page.waitForTimeout(800);
    }
    const saved = JSON.parse((await state()).run.testData);
    assert.equal(saved.mails.board.priority, 'high');
    assert.match(saved.mails.leave.note, /venerdì/);

    await reloadFrame(page);
    await frame.getByText('Messaggi gestiti: 3 / 6').waitFor();
    await frame.getByRole('button', { name: 'Richiesta di ferie venerdì' }).click();
    assert.match(await frame.getByRole('textbox').inputValue(), /Va bene per venerdì/);
    assert.equal(await frame.getByRole('button', { name: 'Concludi' }).isDisabled(), true);

    for (const [subject, priority, action] of [
      ['Audit interno tra tre settimane', 'Media', 'Pianifico per più avanti'],
      ['Presentazione del nuovo catalogo', 'Bassa', 'Pianifico per più avanti'],
      ['Il nuovo menu della mensa', 'Bassa', 'Archivio senza azione'],
    ]) {
      await frame.getByRole('button', { name: subject }).click();
      await frame.getByRole('radio', { name: priority, exact: true }).check();
      await frame.getByRole('radio', { name: action }).check();
    }
    await frame.getByRole('button', { name: 'Concludi' }).click();
    await frame.getByRole('heading', { name: 'Attività completata' }).waitFor();
    const done = await state();
    assert.equal(done.run.testStatus, 'complete');
    assert.equal(outcome(done, 'prioritisation'), 5);
    assert.equal(outcome(done, 'decisions'), 5);
    assert.equal(outcome(done, 'responsiveness'), 5);
    assert.ok(done.calls.includes('confirm'));
    await frame.getByRole('button', { name: 'Chiudi' }).click();
    await waitFor(async () => (await state()).exited, 'exit');

    await reloadFrame(page);
    await frame.getByText('Hai già completato questa attività.').waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('situational judgement in English: resumes at the scenario it left and scores by key', async () => {
    const { page, frame, errors, state } = await open({ activity: 'situational-judgement', lang: 'en' });
    await frame.getByText('Situation 1 / 4').waitFor();
    await frame.getByRole('radio', { name: /three of the last four arrived/ }).check();
    await frame.getByRole('button', { name: 'Next' }).click();
    await frame.getByRole('radio', { name: /Tell me when the data arrives/ }).check();
    await frame.getByRole('button', { name: 'Next' }).click();
    await frame.getByText('Situation 3 / 4').waitFor();
    await waitFor(async () => JSON.parse((await state()).run.testData ?? 'null')?.index === 2, 'saved index');

    await reloadFrame(page);
    await frame.getByText('Situation 3 / 4').waitFor();
    await frame.getByRole('radio', { name: /You did well with the client/ }).check();
    await frame.getByRole('button', { name: 'Next' }).click();
    await frame.getByRole('radio', { name: /two actions with precise dates/ }).check();
    await frame.getByRole('button', { name: 'Finish' }).click();
    await frame.getByRole('heading', { name: 'Activity complete' }).waitFor();
    const done = await state();
    assert.equal(done.run.testStatus, 'complete');
    assert.equal(outcome(done, 'listening'), 5);
    assert.equal(outcome(done, 'clarity'), 3.3);
    assert.equal(outcome(done, 'overall'), 4.2);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('business case: its own steps, about a branch losing customers, scored by its own key', async () => {
    const { page, frame, errors, state } = await open({ activity: 'business-case', name: 'Caso aziendale' });
    await frame.getByRole('heading', { level: 1, name: 'Caso aziendale' }).waitFor();
    await frame.getByText(/La filiale di Verona ha perso il 12% dei clienti/).waitFor();
    for (const choice of [/parli con la responsabile di filiale/, /Le mostri i dati sui tempi di attesa/, /Il problema in una frase/]) {
      await frame.getByRole('radio', { name: choice }).check();
      await frame.getByRole('button', { name: 'Avanti' }).click();
    }
    await frame.getByText('Passaggio 4 / 4').waitFor();
    await frame.getByRole('radio', { name: /Li iscrivi a un corso online/ }).check();
    await frame.getByRole('button', { name: 'Concludi' }).click();
    await frame.getByRole('heading', { name: 'Attività completata' }).waitFor();
    const done = await state();
    assert.equal(done.run.testStatus, 'complete');
    assert.equal(outcome(done, 'listening'), 5);
    assert.equal(outcome(done, 'clarity'), 5);
    assert.equal(outcome(done, 'development'), 3.3);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('the page is named after the test that opened it, not after the activity it reuses', async () => {
    const { page, frame, errors } = await open({ activity: 'situational-judgement', name: 'Colloquio di feedback' });
    await frame.getByRole('heading', { level: 1, name: 'Colloquio di feedback' }).waitFor();
    assert.equal(await frame.locator('title').textContent(), 'Colloquio di feedback');
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('numerical reasoning: the countdown survives a reload, and time up hands the answers in', async () => {
    const { page, frame, errors, state } = await open({ activity: 'numerical-reasoning', hasTimer: '1', lang: 'es' });
    await frame.getByRole('timer').waitFor();
    assert.match(await frame.getByRole('timer').textContent(), /^(20:00|19:5\d)$/);
    await frame.getByLabel('Tu respuesta').fill('340');
    await frame.getByRole('button', { name: 'Siguiente' }).click();
    await frame.getByLabel('Tu respuesta').fill('25');
    await page.waitForTimeout(700);
    const started = (await state()).timer;

    await page.waitForTimeout(1200);
    await reloadFrame(page);
    await frame.getByText('Pregunta 2 / 6').waitFor();
    assert.equal(await frame.getByLabel('Tu respuesta').inputValue(), '25');
    assert.match(await frame.getByRole('timer').textContent(), /^19:5\d$/);
    assert.deepEqual((await state()).timer, started);
    assert.equal((await state()).calls.filter((c) => c === 'rpc:startTimer').length, 1);
    await page.close();

    const short = await open({ activity: 'numerical-reasoning', hasTimer: '1', timerSeconds: '3' });
    await short.frame.getByLabel('La tua risposta').fill('340');
    await short.frame.getByRole('heading', { name: 'Attività completata' }).waitFor({ timeout: 8000 });
    const done = await short.state();
    assert.equal(done.run.testStatus, 'complete');
    assert.equal(outcome(done, 'timedOut'), 1);
    assert.equal(outcome(done, 'correct'), 1);
    assert.equal(done.calls.filter((c) => c === 'trackOutcomes').length, 1);
    assert.deepEqual([...errors, ...short.errors], []);
    await short.page.close();
  });

  it('self-reflection is repeatable: each round adds to the history and overwrites the outcomes', async () => {
    const { page, frame, errors, state } = await open({ activity: 'self-reflection', repeatable: '1' });
    const round = async (value) => {
      for (const fieldset of await frame.getByRole('group').all()) await fieldset.getByRole('radio', { name: String(value), exact: true }).check();
      await frame.getByRole('button', { name: 'Concludi' }).click();
      await frame.getByRole('heading', { name: 'Attività completata' }).waitFor();
    };
    await frame.getByRole('heading', { name: 'Riflessione sui valori', level: 2 }).waitFor();
    await round(4);
    assert.equal(outcome(await state(), 'autonomy'), 4);
    await reloadFrame(page);
    await frame.getByText('Riflessioni completate finora: 1').waitFor();
    await round(2);
    const done = await state();
    assert.equal(outcome(done, 'completions'), 2);
    assert.equal(outcome(done, 'autonomy'), 2);
    assert.equal(outcome(done, 'autonomyChange'), -2);
    assert.equal(JSON.parse(done.run.testData).history.length, 2);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('a note typed just before a radio, or before Concludi answered No, stays on screen, is saved and comes back', async () => {
    const { page, frame, errors, state } = await open({ activity: 'self-reflection' });
    await frame.getByRole('heading', { name: 'Riflessione sui valori', level: 2 }).waitFor();
    const groups = await frame.getByRole('group').all();
    for (const fieldset of groups.slice(1)) await fieldset.getByRole('radio', { name: '3', exact: true }).check();
    const note = frame.getByRole('textbox');
    await note.fill('Il lavoro di squadra conta');
    // No pause: the radio comes while the note still waits for one.
    await groups[0].getByRole('radio', { name: '4', exact: true }).check();
    assert.equal(await note.inputValue(), 'Il lavoro di squadra conta');
    await note.fill('Il lavoro di squadra conta più del resto');
    await page.evaluate(() => (window.harness.confirmAnswer = false));
    await frame.getByRole('button', { name: 'Concludi' }).click();
    await waitFor(async () => (await state()).calls.includes('confirm'), 'the question');
    await waitFor(async () => JSON.parse((await state()).run.testData ?? '{}').note === 'Il lavoro di squadra conta più del resto', 'the note saved');

    await reloadFrame(page);
    await frame.getByRole('heading', { name: 'Riflessione sui valori', level: 2 }).waitFor();
    assert.equal(await frame.getByRole('textbox').inputValue(), 'Il lavoro di squadra conta più del resto');
    assert.equal(await (await frame.getByRole('group').all())[0].getByRole('radio', { name: '4', exact: true }).isChecked(), true);
    assert.equal((await state()).run.testStatus, 'incomplete');

    const basket = await open({ activity: 'in-basket' });
    await basket.frame.getByRole('heading', { name: 'Presentazione al CdA anticipata a domani' }).waitFor();
    await basket.frame.getByRole('radio', { name: 'Rispondo io' }).check();
    await basket.frame.getByRole('textbox').fill('Preparo i numeri entro sera.');
    await basket.frame.getByRole('radio', { name: 'Alta', exact: true }).check();
    assert.equal(await basket.frame.getByRole('textbox').inputValue(), 'Preparo i numeri entro sera.');
    const board = async () => JSON.parse((await basket.state()).run.testData ?? '{}').mails?.board;
    const saved = await waitFor(async () => ((await board())?.priority === 'high' ? board() : null), 'the mail saved');
    assert.deepEqual([saved.priority, saved.action, saved.note], ['high', 'reply', 'Preparo i numeri entro sera.']);
    assert.deepEqual([...errors, ...basket.errors], []);
    await basket.page.close();
    await page.close();
  });

  it("assessor exercise: reads an assessed user's work and outcomes and writes ratings", async () => {
    const assessedData = JSON.stringify({
      v: 1,
      current: 'board',
      mails: { board: { priority: 'high', action: 'reply', note: 'Invio i numeri entro stasera.' } },
    });
    const { page, frame, errors, state } = await open({ activity: 'in-basket', assessor: '1', assessedData });
    // The picker says where each person stands before they are opened.
    await frame.getByRole('button', { name: 'Marco Bianchi — Completata · Da valutare' }).click();
    await frame.getByText(/Invio i numeri entro stasera/).waitFor();
    await frame.getByText('Stato: Completata').waitFor();
    await frame.getByText('Punteggio complessivo (0–5): 3,5').waitFor();
    await frame.getByRole('button', { name: 'Salva la valutazione' }).click();
    await frame
      .locator('form .actions')
      .getByRole('status')
      .getByText('Manca una valutazione da 1 a 5 per: Gestione delle priorità e Qualità delle risposte')
      .waitFor();
    await frame.getByRole('group', { name: 'Gestione delle priorità' }).getByRole('radio', { name: '4' }).check();
    await frame.getByRole('group', { name: 'Qualità delle risposte' }).getByRole('radio', { name: '3' }).check();
    await frame.getByRole('button', { name: 'Salva la valutazione' }).click();
    await frame.locator('form .actions').getByRole('status').getByText('Valutazione salvata').waitFor();
    const done = await state();
    assert.deepEqual(done.assessorOutcomes['21'], [
      { name: 'priorities', value: 4 },
      { name: 'communication', value: 3 },
      { name: 'overall', value: 3.5 },
    ]);
    assert.equal(done.run.testStatus, 'not attempted');
    await frame.getByRole('button', { name: "Torna all'elenco" }).click();
    await frame.getByRole('button', { name: 'Marco Bianchi — Completata · Già valutata da te' }).waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('on a 375 px phone a 1–5 scale is one row of 44 px targets', async () => {
    const { page, frame, errors } = await open({ activity: 'self-reflection' }, { width: 375, height: 800 });
    await frame.getByRole('heading', { name: 'Riflessione sui valori', level: 2 }).waitFor();
    for (const group of await frame.getByRole('group').all()) {
      const boxes = [];
      for (const value of ['1', '2', '3', '4', '5']) {
        // The whole label is the target: touching it anywhere picks the value.
        const target = group.locator('label').filter({ has: frame.getByRole('radio', { name: value, exact: true }) });
        boxes.push(await target.boundingBox());
      }
      for (const box of boxes) {
        assert.ok(box.width >= 44 && box.height >= 44, `target of ${JSON.stringify(box)} is under 44 px`);
        assert.equal(Math.round(box.y), Math.round(boxes[0].y), 'every value on the same row');
      }
      assert.ok(boxes[4].x + boxes[4].width <= 375, 'the row fits the screen');
    }
    const label = frame.locator('fieldset.scale label').nth(2);
    await label.click();
    assert.equal(await frame.locator('fieldset.scale').first().getByRole('radio', { name: '3', exact: true }).isChecked(), true);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('on a 375 px phone the message chosen in the in-basket comes into view, its subject focused', async () => {
    const { page, frame, errors } = await open({ activity: 'in-basket' }, { width: 375, height: 700 });
    await frame.getByRole('heading', { name: 'Presentazione al CdA anticipata a domani' }).waitFor();
    const last = frame.getByRole('button', { name: 'Il nuovo menu della mensa' });
    await last.click();
    const subject = frame.getByRole('heading', { name: 'Il nuovo menu della mensa', level: 2 });
    await subject.waitFor();
    const inView = await subject.evaluate((heading) => {
      const { top, bottom } = heading.getBoundingClientRect();
      return top >= 0 && bottom <= window.innerHeight;
    });
    assert.equal(inView, true, 'the subject of the opened message is on screen');
    assert.equal(await subject.evaluate((heading) => heading === document.activeElement), true);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it("the activity has no exit of its own: the app frame's close button is the one way out", async () => {
    const { page, frame } = await open({ activity: 'self-reflection' });
    await frame.getByRole('heading', { name: 'Riflessione sui valori', level: 2 }).waitFor();
    assert.equal(await frame.getByRole('button', { name: 'Esci' }).count(), 0);
    await page.close();
  });

  for (const activity of ['in-basket', 'situational-judgement', 'numerical-reasoning', 'self-reflection']) {
    it(`${activity} has no serious accessibility violation, at 375 px and on the desktop`, async () => {
      for (const viewport of [
        { width: 375, height: 800 },
        { width: 1280, height: 900 },
      ]) {
        const { page, frame } = await open({ activity }, viewport);
        await frame.locator('main h2').first().waitFor();
        assert.deepEqual(await seriousViolations(page), [], `${activity} at ${viewport.width} px`);
        await page.close();
      }
    });
  }

  it('a link without the tracking ids shows the error instead of a blank page', async () => {
    const { page, frame } = await open({ activity: 'self-reflection', noIds: '1' });
    await frame.getByRole('alert').getByText('Invalid tracking data').waitFor();
    await page.close();
  });
});
