import { expect, type Locator, type Page } from '@playwright/test';

/** How far the page scrolls sideways: a screen whose content is wider than it gives more than 0. */
export const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The phone widths every screen must fit (WCAG 1.4.10): a common one, then the narrowest still sold. */
export const PHONE_WIDTHS = [375, 320];

/**
 * Lays the page out at each phone width and fails when it scrolls sideways there; it is left
 * at the first width, where the test goes on.
 */
export async function expectNoSidewaysScroll(page: Page, screen: string, widths = PHONE_WIDTHS) {
  for (const width of [...widths, widths[0]!]) {
    await page.setViewportSize({ width, height: page.viewportSize()?.height ?? 800 });
    await expect.poll(() => sidewaysOverflow(page), { message: `${screen} at ${width} px scrolls sideways` }).toBeLessThanOrEqual(0);
  }
}

/** Fails when `overlay` lies over any of `targets`: a message over a field the person must use. */
export async function expectNotOver(overlay: Locator, targets: Locator, what: string) {
  const cover = await overlay.boundingBox();
  expect(cover, `${what} is shown`).not.toBeNull();
  for (const target of await targets.all()) {
    const box = await target.boundingBox();
    if (!cover || !box) continue;
    const overlaps = cover.x < box.x + box.width && box.x < cover.x + cover.width && cover.y < box.y + box.height && box.y < cover.y + cover.height;
    expect(overlaps, `${what} covers ${(await target.getAttribute('aria-label')) ?? (await target.textContent()) ?? 'a control'}`).toBe(false);
  }
}
