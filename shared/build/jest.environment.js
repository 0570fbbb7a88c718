const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom with Node's fetch classes: react-router's data routers build a Request for every
 * navigation, with an AbortSignal that Node's Request accepts only from Node's own
 * AbortController. jsdom lays nothing out, so the popovers' ResizeObserver has nothing to report.
 */
class DataRouterEnvironment extends TestEnvironment {
  constructor(...args) {
    super(...args);
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal, TextEncoder, TextDecoder });
    this.global.ResizeObserver ??= class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}

module.exports = DataRouterEnvironment;
