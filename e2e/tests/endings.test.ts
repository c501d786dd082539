import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { forfeit, startTwoPlayerGame } from './guests';
import { atBothSizes, expectInWindow } from './screens';

const CELLS = /^Board \d, cell \d$/;
const GUEST = 'Guest [0-9A-F]{4}';

const result = (page: Page) => page.getByRole('status', { name: 'Result' });
const openCells = (page: Page) => page.getByRole('button', { name: CELLS, disabled: false });

test('endings: a forfeit says who won, survives a reload, and a rematch is declined, then accepted', async ({
  browser,
}) => {
  const { creator, joiner } = await startTwoPlayerGame(browser, 'SUPER TIC-TAC-TOE', /\/game\/super_tic_tac_toe$/);
  await expect(openCells(creator)).toHaveCount(81);

  // The creator forfeits: each side reads the result its own way; the forfeiter stays on the game.
  await forfeit(creator);
  await expect(result(creator)).toHaveText(new RegExp(`^You forfeited: ${GUEST} wins$`));
  await expect(result(joiner)).toHaveText(new RegExp(`^${GUEST} forfeited: you win$`));

  // A reload keeps the finished game on screen, with its way on.
  await joiner.reload();
  await expect(result(joiner)).toHaveText(new RegExp(`^${GUEST} forfeited: you win$`));
  await expect(joiner.getByRole('button', { name: /^Board \d, cell \d$/ })).toHaveCount(81);
  await expect(joiner.getByRole('button', { name: 'New game' })).toBeEnabled();

  // Declined: the offer shows live to the other seat, and its withdrawal to both.
  await creator.getByRole('button', { name: 'Rematch' }).click();
  await expect(creator.getByText(new RegExp(`^Waiting for ${GUEST} to accept$`))).toBeVisible();
  // The one who asked may take it back: their button says Cancel; the other's, Decline.
  await atBothSizes(creator, 'rematch-asked', async () => {
    await expectInWindow(creator, creator.getByRole('button', { name: 'Cancel' }), 'Cancel');
    await expect(creator.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  });
  await expect(joiner.getByText(new RegExp(`^${GUEST} wants a rematch$`))).toBeVisible();
  await atBothSizes(joiner, 'rematch-offered', async () => {
    await expectInWindow(joiner, joiner.getByRole('button', { name: 'Decline' }), 'Decline');
  });
  await joiner.getByRole('button', { name: 'Decline' }).click();
  await expect(creator.getByText(new RegExp(`^${GUEST} declined the rematch$`))).toBeVisible();
  await expect(joiner.getByText('You declined the rematch')).toBeVisible();
  await expect(creator.getByRole('button', { name: 'Rematch' })).toBeEnabled();

  // Accepted: both move to a new game at once, and the first player rotates (the joiner plays X now).
  await joiner.getByRole('button', { name: 'Rematch' }).click();
  await expect(creator.getByText(new RegExp(`^${GUEST} wants a rematch$`))).toBeVisible();
  await creator.getByRole('button', { name: 'Rematch' }).click();
  for (const page of [creator, joiner]) {
    await expect(page.getByRole('heading', { name: "Player X's Turn" })).toBeVisible();
    await expect(result(page)).toHaveCount(0);
  }
  await expect(openCells(joiner)).toHaveCount(81);
  await expect(openCells(creator)).toHaveCount(0);

  // New game puts the finished game away for good: a reload brings back the lobby, not the result.
  await forfeit(joiner);
  await expect(result(creator)).toHaveText(new RegExp(`^${GUEST} forfeited: you win$`));
  await creator.getByRole('button', { name: 'New game' }).click();
  await expect(creator.getByRole('button', { name: 'CREATE GAME' })).toBeEnabled();
  await creator.reload();
  await expect(creator.getByRole('button', { name: 'CREATE GAME' })).toBeEnabled();
  await expect(result(creator)).toHaveCount(0);
});
