import type { Page } from '@playwright/test';

/** How far the page scrolls sideways: a screen whose content is wider than it gives more than 0. */
export const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
