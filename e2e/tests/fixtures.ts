import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, which also closes every browser context the test opened itself (`browser.newContext()`, as
 * guestPage does). Playwright closes only the contexts of its own fixtures; the others would stay open in the worker's
 * browser for the rest of the run, each page still connected, rendering and answering its game, so every later test
 * would share the two cores with all the pages before it.
 */
export const test = base.extend<{ closesItsContexts: void }>({
  closesItsContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(browser.contexts().flatMap((context) => (before.has(context) ? [] : [context.close()])));
    },
    { auto: true },
  ],
});
