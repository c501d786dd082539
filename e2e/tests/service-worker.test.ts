import { expect, test } from './fixtures';
import { startTwoPlayerGame } from './guests';
import { shellScripts, workerActive } from './service-worker';

const FIRST_CELL = 'Board 1, cell 1';

declare global {
  interface Window {
    boardDrawnAt?: number;
    workerRegisteredAt?: number;
  }
}

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
