/**
 * The `test` every browser spec imports (ESLint forbids taking `test` from @playwright/test in
 * e2e/): Playwright's own `test` with an axe-core gate on the test's page. Each distinct address
 * the page settles on, and the screen the test ends on, is checked against WCAG 2.2 AA, frames
 * included (the activity in the test frame too), and the test fails on any serious or critical
 * violation (docs/accessibility.md).
 *
 * Usage in a spec:
 *   import { expect, test } from '../support/test';
 *   test('…', async ({ page, axe }) => {
 *     …
 *     await axe.check(); // a state the address does not capture: an open dialog, a popover
 *     const other = axe.watch(await context.newPage()); // a page of a context the test made
 *   });
 * A spec with fixtures of its own extends this `test` (`test.extend`, as `freshTest` and the
 * `ownServer` specs do). There is no way to turn the gate off: a violation is fixed in the app.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

export { expect };
export type { Browser, BrowserContext, FrameLocator, Locator, Page, Request } from '@playwright/test';

/** The WCAG 2.2 AA rule sets (docs/accessibility.md). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * Serious or critical axe findings on the page, one readable line each. The gate checks while
 * the test goes on acting, so a finding is confirmed once the page has settled again: a button
 * caught half-way through its fade to enabled is not the button the person sees.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const found = await analyse(page);
  if (found.length === 0) return found;
  await settle(page);
  return analyse(page);
}

/** axe-core runs one analysis at a time in a page: checks of one page wait for each other. */
const running = new WeakMap<Page, Promise<unknown>>();

/**
 * A frame whose document was replaced between axe-core's injection and its run (a frame loading
 * its next page) has no axe-core in it: run again, the new document is the one read.
 */
const axeLostInFrame = (error: unknown) => /reading 'utils'|axe is not defined/i.test(String(error));

function axeRun(page: Page) {
  const once = () => new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return once().catch((error: unknown) => {
    if (axeLostInFrame(error)) return once();
    throw error;
  });
}

async function analyse(page: Page): Promise<string[]> {
  const run = (running.get(page) ?? Promise.resolve()).catch(() => undefined).then(() => axeRun(page));
  running.set(page, run);
  const { url, violations } = await run;
  // The page left the product while the check ran (a test leaving for about:blank): nothing of ours to judge.
  if (!/^https?:/.test(url)) return [];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.map((n) => `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`);
      return `${v.id} (${v.help}): ${nodes.join('; ')}`;
    });
}

/**
 * Waits until the screen has stopped changing: no DOM change for a moment and no finite
 * animation running (a dialog fading in has a lower contrast than the one that stays).
 */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const quietFor = 300;
        const giveUpAt = Date.now() + 5_000;
        let last = Date.now();
        const observer = new MutationObserver(() => (last = Date.now()));
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        const animating = () => document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
        const tick = () => {
          if (Date.now() > giveUpAt || (Date.now() - last >= quietFor && !animating())) {
            observer.disconnect();
            resolve();
          } else setTimeout(tick, 50);
        };
        tick();
      }),
  );
}

/** Checks `page` as it is now, once it settles; fails on a serious or critical violation. */
export async function expectAccessible(page: Page) {
  await settle(page);
  expect(await seriousViolations(page), `axe-core on ${page.url()}`).toEqual([]);
}

/** A page's screen: its address without query or fragment. */
function screenOf(url: string) {
  const { origin, pathname } = new URL(url);
  return origin + pathname;
}

/** Errors that only mean the page moved on, or closed, while it was being checked. */
const movedOn = (error: unknown) => /context was destroyed|has been closed|frame was detached|navigat/i.test(String(error));

/** Checks every distinct screen one page settles on, and the screen it ends on. */
class PageGate {
  private readonly checked = new Set<string>();
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly page: Page,
    private readonly found: string[],
  ) {
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.track(this.visit(frame.url()));
    });
  }

  /** Resolves once the checks started so far are done. */
  async idle() {
    await Promise.all(this.pending);
  }

  async finish() {
    await this.idle();
    // A test may end on a page of no product (about:blank after leaving): nothing to check there.
    if (this.page.isClosed() || !/^https?:/.test(this.page.url())) return;
    await this.guard(async () => {
      await settle(this.page);
      this.record(`end of test (${this.page.url()})`, await seriousViolations(this.page));
    });
  }

  private track(work: Promise<void>) {
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  private async visit(url: string) {
    if (!/^https?:/.test(url)) return;
    const screen = screenOf(url);
    if (this.checked.has(screen)) return;
    await this.guard(async () => {
      await settle(this.page);
      // A redirect (/ on its way to /login) passes through addresses nobody sees: where it lands counts.
      if (this.page.isClosed() || screenOf(this.page.url()) !== screen || this.checked.has(screen)) return;
      this.checked.add(screen);
      this.record(screen, await seriousViolations(this.page));
    });
  }

  private async guard(check: () => Promise<void>) {
    try {
      await check();
    } catch (error) {
      if (!movedOn(error) && !this.page.isClosed()) this.found.push(`axe-core could not check ${this.page.url()}: ${String(error)}`);
    }
  }

  private record(where: string, violations: string[]) {
    if (violations.length) this.found.push(`${where}:\n  ${violations.join('\n  ')}`);
  }
}

/** The gate of one test: its own page, and any other page the test hands it. */
export class AxeGate {
  private readonly gates: PageGate[] = [];
  readonly found: string[] = [];

  constructor(private readonly page: Page) {
    this.watch(page);
  }

  /** Puts a page the test opened itself (another context, another viewport) under the gate. */
  watch(page: Page) {
    this.gates.push(new PageGate(page, this.found));
    return page;
  }

  /** Checks the test's page as it is now: a state its address does not capture. */
  check() {
    return expectAccessible(this.page);
  }

  async idle() {
    for (const gate of this.gates) await gate.idle();
  }

  async finish() {
    for (const gate of this.gates) await gate.finish();
  }
}

const gates = new WeakMap<Page, AxeGate>();

/**
 * Waits for the gate's checks of the screens `page` has reached so far. axe-core reads every
 * frame of the page while the test goes on; a test that acts inside an activity's frame the
 * moment it opens waits for that reading first, so the two never interleave.
 */
export async function backgroundChecksDone(page: Page) {
  await gates.get(page)?.idle();
}

export const test = base.extend<{ axe: AxeGate }>({
  page: async ({ page, javaScriptEnabled }, use, testInfo) => {
    // axe-core is a script: a page that runs none (a test of the HTML alone) cannot be checked.
    if (javaScriptEnabled === false) return use(page);
    const gate = new AxeGate(page);
    gates.set(page, gate);
    await use(page);
    // A test that already failed says why; the gate's findings would only bury it.
    if (testInfo.status !== testInfo.expectedStatus) return;
    await gate.finish();
    if (gate.found.length) throw new Error(`Serious or critical accessibility violations (axe-core, WCAG 2.2 AA):\n${gate.found.join('\n')}`);
  },
  axe: async ({ page }, use) => use(gates.get(page) as AxeGate),
});
