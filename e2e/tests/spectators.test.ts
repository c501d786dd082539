import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { matchReader } from './computer-play';
import { DEBOUNCE_MS, guestPage, startTwoPlayerGame } from './guests';

function cell(page: Page, board: number, index: number) {
  return page.getByRole('button', { name: `Board ${board + 1}, cell ${index + 1}`, exact: true });
}

test('a third guest watches a running game live through its link, cannot move, and the players see 1 watching', async ({
  browser,
}) => {
  const { creator, joiner, code } = await startTwoPlayerGame(
    browser,
    'SUPER TIC-TAC-TOE',
    /\/game\/super_tic_tac_toe$/,
  );
  for (const page of [creator, joiner])
    await expect(page.getByRole('heading', { name: "Player X's Turn" })).toBeVisible();
  // X opens before anyone watches.
  await cell(creator, 8, 0).click();
  await expect(cell(joiner, 8, 0)).toHaveText('X');

  const spectator = await guestPage(browser);
  await spectator.goto(`/game/super_tic_tac_toe?watch=${code}`);
  await expect(spectator.getByText('Watching', { exact: true })).toBeVisible();
  await expect(spectator.getByRole('button', { name: /^Board \d, cell \d$/ })).toHaveCount(81);
  await expect(cell(spectator, 8, 0)).toHaveText('X');
  const players = spectator.getByRole('list', { name: 'Players' }).getByRole('listitem');
  await expect(players).toHaveCount(2);
  await expect(players.filter({ hasText: '(you)' })).toHaveCount(0);
  for (const page of [creator, joiner]) await expect(page.getByRole('status', { name: '1 watching' })).toBeVisible();

  // Moves arrive on the spectator's board as they are made.
  await cell(joiner, 0, 7).click();
  await expect(cell(spectator, 0, 7)).toHaveText('O');
  await creator.waitForTimeout(DEBOUNCE_MS);
  await cell(creator, 7, 4).click();
  await expect(cell(spectator, 7, 4)).toHaveText('X');
  await expect(spectator.getByRole('heading', { name: "Player O's Turn" })).toBeVisible();
  await expect(spectator.getByText(/your turn/i)).toHaveCount(0);
  // The move list beside the watched board follows too, in the game's notation, the newest move marked.
  const moves = spectator.getByRole('list', { name: 'Move list' }).getByRole('listitem');
  await expect(moves).toHaveCount(3);
  await expect(moves.nth(2)).toHaveAttribute('aria-current', 'step');
  await expect(moves.nth(2)).toContainText(/^3\. X b8 c5/);

  // Nothing on the spectator's board can be played: every cell is disabled, and a click forced onto one the player to
  // move could take changes neither the board nor the game.
  await expect(spectator.getByRole('button', { name: /^Board \d, cell \d$/, disabled: false })).toHaveCount(0);
  const reader = await matchReader(joiner);
  const before = await reader.read();
  expect(before.version).toBe(3);
  await cell(spectator, 4, 0).click({ force: true });
  await spectator.waitForTimeout(DEBOUNCE_MS * 2);
  await expect(cell(spectator, 4, 0)).toHaveText('');
  await expect(cell(joiner, 4, 0)).toHaveText('');
  expect(await reader.read()).toEqual(before);

  // The game goes on; when the spectator leaves, the count goes away.
  await cell(joiner, 4, 0).click();
  await expect(cell(spectator, 4, 0)).toHaveText('O');
  await spectator.context().close();
  for (const page of [creator, joiner]) await expect(page.getByText(/\d+ watching/)).toHaveCount(0);
});
