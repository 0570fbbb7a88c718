import type { UserTest } from '@skillup/shared/api/contract';

/** What a legacy-browser check reads of the window; the real window in the app. */
export interface BrowserFeatures {
  CSS?: { supports?: (condition: string) => boolean };
  fetch?: unknown;
  IntersectionObserver?: unknown;
  Promise?: { allSettled?: unknown };
}

/**
 * docs/behaviour.md §3 (UI flag isLegacyBrowser): a browser without the features every current Chrome,
 * Firefox, Edge and Safari has (fetch, Promise.allSettled, IntersectionObserver, CSS
 * custom properties and grid) is legacy.
 */
export function isLegacyBrowser(features: BrowserFeatures): boolean {
  const supports = features.CSS?.supports;
  return !(
    typeof features.fetch === 'function' &&
    typeof features.Promise?.allSettled === 'function' &&
    typeof features.IntersectionObserver === 'function' &&
    typeof supports === 'function' &&
    supports('--a: 0') &&
    supports('display: grid')
  );
}

/** docs/behaviour.md §2.8: a test that does not declare legacy support cannot run on a legacy browser. */
export function isSupportedBy(test: Pick<UserTest, 'legacy'>, legacyBrowser: boolean): boolean {
  return test.legacy || !legacyBrowser;
}
