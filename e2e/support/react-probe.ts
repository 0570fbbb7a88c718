import type { Page } from '@playwright/test';

/**
 * Stands in for the React DevTools hook before any script runs: every copy of react-dom
 * announces its renderer to it, so the number of renderers is the number of Reacts loaded.
 */
export async function installReactProbe(page: Page) {
  await page.addInitScript(() => {
    const renderers = new Map<number, { version?: string }>();
    let nextId = 1;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: { version?: string }) {
          renderers.set(nextId, renderer);
          return nextId++;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
      },
    });
  });
}

export function reactRenderers(page: Page) {
  return page.evaluate(() => {
    const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { version?: string }> } })
      .__REACT_DEVTOOLS_GLOBAL_HOOK__;
    return [...hook.renderers.values()].map((r) => r.version ?? 'unknown');
  });
}
