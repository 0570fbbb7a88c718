import { AxeGate, expect, test } from '../support/test';

/** A screen with one serious violation: grey text at 2.3:1 on white. */
const FAINT =
  '<!doctype html><html lang="it"><head><title>Prova</title></head><body><main><h1>Prova</h1><p style="color:#aaa">Testo troppo chiaro</p></main></body></html>';
const FINE = '<!doctype html><html lang="it"><head><title>Prova</title></head><body><main><h1>Prova</h1><p>Testo leggibile</p></main></body></html>';

test('the gate records a serious violation on each address a page settles on, and none on a clean one', async ({ browser, baseURL }) => {
  // A page outside the fixture, so the violation it finds is read here rather than failing this test.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.route('**/gate-probe/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: route.request().url().endsWith('/faint') ? FAINT : FINE }),
  );
  const gate = new AxeGate(page);
  await page.goto('/gate-probe/fine');
  await page.goto('/gate-probe/faint');
  await gate.finish();
  expect(gate.found).toHaveLength(2);
  expect(gate.found[0]).toMatch(/^http:\/\/[^/]+\/gate-probe\/faint:\n {2}color-contrast /);
  expect(gate.found[1]).toMatch(/^end of test \(.*\/gate-probe\/faint\):\n {2}color-contrast /);
  await context.close();
});
