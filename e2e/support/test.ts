/**
 * The `test` every browser spec imports (ESLint forbids taking `test` from @playwright/test in
 * e2e/tests). It is Playwright's own `test` with an accessibility gate on every page of the
 * test's browser context: each distinct address a page settles on, and the screen the test
 * ends on, is checked with axe-core against WCAG 2.2 AA (the frames inside, such as the test
 * frame's activity, included), and the test fails on any serious or critical violation.
 *
 * Usage in a spec:
 *   import { expect, test } from '../support/test';
 *   test('…', async ({ page, axe }) => {
 *     …
 *     await axe.check(); // a state the address does not capture: an open dialog, a popover
 *   });
 * Extend it (`test.extend`, as `freshTest` and `ownServer` users do) rather than Playwright's.
 * A spec that needs no gate for a test (none should) has no way around it on purpose.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";

export { expect };
export type {
  Browser,
  BrowserContext,
  FrameLocator,
  Locator,
  Page,
  Request,
} from "@playwright/test";

/** The WCAG 2.2 AA rule sets (docs/README.md, "Accessibility"). */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

/** Serious or critical axe findings on the page as it is now, one readable line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.help}): ${v.nodes.map((n) => `${n.target.join(" ")}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, " ")}` : ""}`).join("; ")}`,
    );
}

/**
 * Waits until the screen has stopped changing: no DOM mutation for a moment and no finite
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
        observer.observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        const finiteRunning = () =>
          document
            .getAnimations()
            .some(
              (a) =>
                a.playState === "running" &&
                a.effect?.getTiming().iterations !== Infinity,
            );
        const tick = () => {
          if (
            Date.now() > giveUpAt ||
            (Date.now() - last >= quietFor && !finiteRunning())
          ) {
            observer.disconnect();
            resolve();
          } else setTimeout(tick, 50);
        };
        tick();
      }),
  );
}

/** A page's screen: its address without query or fragment. */
const screenOf = (url: string) => {
  const { origin, pathname } = new URL(url);
  return origin + pathname;
};

/** Errors that only mean the page moved on while it was being checked. */
const movedOn = (error: unknown) =>
  /context was destroyed|Target .*closed|frame was detached|navigat/i.test(
    String(error),
  );

/** Checks `page` as it is now (after it settles); fails on a serious or critical violation. */
export async function expectAccessible(page: Page) {
  await settle(page);
  expect(await seriousViolations(page), `axe on ${page.url()}`).toEqual([]);
}

/** Checks every distinct screen one page settles on, and the screen it ends on. */
class PageGate {
  private readonly checked = new Set<string>();
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly page: Page,
    private readonly found: string[],
  ) {
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) this.track(this.visit(frame.url()));
    });
  }

  async finish() {
    await Promise.all(this.pending);
    if (this.page.isClosed()) return;
    try {
      await settle(this.page);
      this.record(
        `end of test (${this.page.url()})`,
        await seriousViolations(this.page),
      );
    } catch (error) {
      if (!movedOn(error) && !this.page.isClosed()) throw error;
    }
  }

  private track(work: Promise<void>) {
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  private async visit(url: string) {
    if (!/^https?:/.test(url)) return;
    const screen = screenOf(url);
    if (this.checked.has(screen)) return;
    try {
      await settle(this.page);
      // A redirect (/ to /login) passes through addresses nobody sees: only where it lands counts.
      if (
        this.page.isClosed() ||
        screenOf(this.page.url()) !== screen ||
        this.checked.has(screen)
      )
        return;
      this.checked.add(screen);
      this.record(screen, await seriousViolations(this.page));
    } catch (error) {
      this.checked.delete(screen);
      if (!movedOn(error) && !this.page.isClosed()) throw error;
    }
  }

  private record(where: string, violations: string[]) {
    if (violations.length)
      this.found.push(`${where}:\n  ${violations.join("\n  ")}`);
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

  async finish() {
    for (const gate of this.gates) await gate.finish();
  }
}

const gates = new WeakMap<Page, AxeGate>();

export const test = base.extend<{ axe: AxeGate }>({
  page: async ({ page }, use, testInfo) => {
    const gate = new AxeGate(page);
    gates.set(page, gate);
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) return;
    await gate.finish();
    if (gate.found.length)
      throw new Error(
        `Serious or critical accessibility violations (axe-core, WCAG 2.2 AA):\n${gate.found.join("\n")}`,
      );
  },
  axe: async ({ page }, use) => use(gates.get(page) as AxeGate),
});
