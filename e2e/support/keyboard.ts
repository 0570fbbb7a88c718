import type { Locator, Page } from './test';

/** Whether `target` holds the keyboard focus (in its own document, which has the focus). */
export async function isFocused(target: Locator) {
  return target.evaluateAll((elements) => elements.some((el) => el === el.ownerDocument.activeElement && el.ownerDocument.hasFocus()));
}

/**
 * Presses Tab until `target` has the focus, as a keyboard user would walk to it; fails when it
 * never comes within `limit` presses, or when a stop lands on `never` on the way.
 */
export async function tabTo(page: Page, target: Locator, { limit = 40, never }: { limit?: number; never?: Locator } = {}) {
  // As a keyboard user does, wait for the page to show the target first: presses counted while
  // it still renders pass over whatever stands there then (a header link that leads elsewhere).
  await target.first().waitFor({ state: 'attached' });
  for (let press = 0; press <= limit; press++) {
    if (await isFocused(target)) return;
    if (never && (await never.evaluateAll((elements) => elements.some((el) => el.contains(el.ownerDocument.activeElement))))) {
      throw new Error(`Tab reached ${never} on its way to ${target}`);
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`${limit} presses of Tab never reached ${target}`);
}
