// Matchers such as toBeInTheDocument, and the browser APIs jsdom lacks that Chakra reads.
require('@testing-library/jest-dom');

if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}

// React Router encodes with TextEncoder, which jsdom does not provide.
if (typeof globalThis.TextEncoder === 'undefined') {
  const { TextEncoder, TextDecoder } = require('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// Chakra's scroll area watches its size, which jsdom does not lay out.
if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (typeof window.IntersectionObserver === 'undefined') {
  window.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
}

// Public pages follow the browser's language: the suites read the product in Italian.
Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => ['it-IT', 'it'] });
Object.defineProperty(window.navigator, 'language', { configurable: true, get: () => 'it-IT' });
