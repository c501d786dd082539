import { expect, test, type Page } from '@playwright/test';
import { startTwoPlayerGame } from './guests';

const FIRST_CELL = 'Board 0, cell 0';

declare global {
  interface Window {
    boardDrawnAt?: number;
    workerRegisteredAt?: number;
  }
}

interface LoadedScript {
  file: string;
  /** Where the browser took it from: 'cache' for the service worker's cache, '' when no worker was involved. */
  source: string;
}

/** The shell's content-hashed scripts `page` loaded (its own origin's, not the boards'), and where each came from. */
function shellScripts(page: Page): Promise<LoadedScript[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming & { workerFinalSourceType?: string })
      .map((entry) => ({ url: new URL(entry.name), source: entry.workerFinalSourceType ?? '' }))
      .filter(({ url }) => url.origin === location.origin && /^\/[\w.-]*\.[0-9a-f]{8,}\.js$/.test(url.pathname))
      .map(({ url, source }) => ({ file: url.pathname, source })),
  );
}

/** Whether the page's origin has an active service worker. */
const workerActive = (page: Page) =>
  page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active));

test("a returning player's page runs the shell from the service worker's cache, registered only after the board", async ({
  browser,
}) => {
  const { creator } = await startTwoPlayerGame(browser, 'SUPER TIC-TAC-TOE', /\/game\/super_tic_tac_toe$/);
  await expect(creator.getByRole('button', { name: FIRST_CELL, exact: true })).toBeVisible();
  // The first visit had no worker: every script came over the network.
  const firstVisit = await shellScripts(creator);
  expect(firstVisit.map((script) => script.file)).toContainEqual(expect.stringMatching(/^\/main\./));
  expect(firstVisit.filter((script) => script.source !== '')).toEqual([]);
  await expect.poll(() => workerActive(creator), { timeout: 30_000 }).toBe(true);

  // The player comes back to their game in a new page of the same browser.
  const returning = await creator.context().newPage();
  await returning.addInitScript((cell) => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args) {
      window.workerRegisteredAt ??= performance.now();
      return register.apply(this, args);
    };
    new MutationObserver((_, observer) => {
      if (!document.querySelector(`[aria-label="${cell}"]`)) return;
      window.boardDrawnAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, FIRST_CELL);
  await returning.goto('/game/super_tic_tac_toe');
  await expect(returning.getByRole('button', { name: FIRST_CELL, exact: true })).toBeVisible();

  const returnVisit = await shellScripts(returning);
  expect(returnVisit.map((script) => script.file)).toContainEqual(expect.stringMatching(/^\/main\./));
  expect(returnVisit.filter((script) => script.source !== 'cache')).toEqual([]);

  // Registering (and a new build's install) waited for the board.
  await expect.poll(() => returning.evaluate(() => window.workerRegisteredAt), { timeout: 10_000 }).toBeDefined();
  const { boardDrawnAt, workerRegisteredAt } = await returning.evaluate(() => ({
    boardDrawnAt: window.boardDrawnAt,
    workerRegisteredAt: window.workerRegisteredAt,
  }));
  expect(boardDrawnAt).toBeDefined();
  expect(workerRegisteredAt).toBeGreaterThan(boardDrawnAt!);
});
