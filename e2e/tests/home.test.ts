import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { guestPage } from './guests';

const GAME = 'Super Tic-Tac-Toe';
const openTables = (page: Page) => page.getByRole('list', { name: 'Open tables' }).getByRole('listitem');
const displayNameOf = async (page: Page) =>
  /^Welcome (Guest [0-9A-F]{4})!$/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')?.[1];

test('newcomers go from home to a running quick-match game; its open table shows for others until it is full', async ({
  browser,
}) => {
  const [first, second, watcher] = [await guestPage(browser), await guestPage(browser), await guestPage(browser)];
  // The welcome uses the site's display name for guests, not their raw id.
  const firstName = await displayNameOf(first);
  expect(firstName).toMatch(/^Guest [0-9A-F]{4}$/);

  const card = (page: Page) => page.getByRole('article', { name: GAME });
  await expect(card(watcher).getByRole('img', { name: `${GAME} board` })).toBeVisible();
  await expect(watcher.getByText('No open tables right now. Press Play now to open one.')).toBeVisible();

  // The first newcomer presses Play now: a new public table, which the others see appear without reloading.
  await card(first).getByRole('button', { name: 'Play now' }).click();
  await expect(first).toHaveURL(/\/game\/super_tic_tac_toe$/);
  await expect(first.getByText(/Invite with code:/)).toBeVisible();
  await expect(first.getByRole('button', { name: 'JOIN GAME' })).toHaveCount(0);
  const row = openTables(watcher).filter({ hasText: `${GAME} · ${firstName}` });
  await expect(row).toContainText('1/2 seats');
  await expect(openTables(second).filter({ hasText: firstName! })).toHaveCount(1);

  // The second presses Play now within moments: the same table, and the game starts for both.
  await card(second).getByRole('button', { name: 'Play now' }).click();
  for (const page of [first, second]) {
    await expect(page.getByRole('heading', { name: "Player X's Turn" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Board 1, cell 1', exact: true })).toBeVisible();
  }
  // Full and started, it leaves everyone's list.
  await expect(row).toHaveCount(0);
  await expect(watcher.getByText('No open tables right now. Press Play now to open one.')).toBeVisible();

  // Back home, the players find their game under Resume, and the GAMES menu (from the same list) leads to it.
  await first.getByRole('link', { name: 'Home' }).click();
  await card(first).getByRole('link', { name: 'Resume' }).click();
  await expect(first.getByRole('heading', { name: "Player X's Turn" })).toBeVisible();
  // The menu is every installed game's manifest label in its order (the spec's three first): the shell has no list.
  const installed = (await (await watcher.request.get('/api/games')).json()) as { menuLabel: string }[];
  expect(installed.slice(0, 3).map((game) => game.menuLabel)).toEqual(['SUPER TIC-TAC-TOE', 'REPELLO', 'FOOTBALL']);
  await watcher.getByRole('button', { name: 'GAMES' }).click();
  await expect(watcher.getByRole('menuitem')).toHaveText(installed.map((game) => game.menuLabel));
});
