import { aTest } from '@skillup/shared/testing';
import { isLegacyBrowser, isSupportedBy, type BrowserFeatures } from './browser';

const modern: BrowserFeatures = {
  CSS: { supports: () => true },
  fetch: () => undefined,
  IntersectionObserver: function IntersectionObserver() {},
  Promise: { allSettled: () => undefined },
};

describe('legacy browsers', () => {
  it('a browser with the modern features is not legacy', () => {
    expect(isLegacyBrowser(modern)).toBe(false);
  });

  it.each([
    ['fetch', { ...modern, fetch: undefined }],
    ['Promise.allSettled', { ...modern, Promise: {} }],
    ['IntersectionObserver', { ...modern, IntersectionObserver: undefined }],
    ['CSS.supports', { ...modern, CSS: undefined }],
    ['CSS custom properties', { ...modern, CSS: { supports: (c: string) => !c.startsWith('--') } }],
  ])('a browser without %s is legacy', (_feature, features) => {
    expect(isLegacyBrowser(features)).toBe(true);
  });

  it('runs every test on a modern browser and only legacy-ready ones on a legacy browser', () => {
    expect(isSupportedBy(aTest({ legacy: false }), false)).toBe(true);
    expect(isSupportedBy(aTest({ legacy: false }), true)).toBe(false);
    expect(isSupportedBy(aTest({ legacy: true }), true)).toBe(true);
  });
});
