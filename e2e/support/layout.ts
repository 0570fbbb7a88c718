import { expect, type Page } from '@playwright/test';

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
