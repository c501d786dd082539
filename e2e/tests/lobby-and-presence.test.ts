import { test, expect } from './fixtures';
import { guestPage, openGameFromMenu, startTwoPlayerGame } from './guests';
import { atBothSizes, expectInWindow } from './screens';

const ROUTE = /\/game\/super_tic_tac_toe$/;

test('leaving the waiting room frees the seat and kills the code: its invite link leads nowhere', async ({
  browser,
}) => {
  const host = await guestPage(browser);
  await openGameFromMenu(host, 'SUPER TIC-TAC-TOE');
  await host.getByRole('button', { name: 'CREATE GAME' }).click();
  const link = await host.getByText(/\/game\/super_tic_tac_toe\?code=[A-Z0-9]{4}$/).textContent();
  const code = link!.slice(-4);
  await expect(host.getByRole('list', { name: 'Seated players' }).getByRole('listitem')).toHaveCount(1);

  await host.getByRole('button', { name: 'Leave game' }).click();
  await expect(host.getByRole('button', { name: 'CREATE GAME' })).toBeVisible();

  const visitor = await guestPage(browser);
  await visitor.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(visitor.getByText('No open game with that code')).toBeVisible();
  await expect(visitor.getByRole('button', { name: /join/i })).toHaveCount(0);
  // The code typed by hand gets the lobby's answer.
  await visitor.goto('/game/super_tic_tac_toe');
  await visitor.getByLabel('CODE').fill(code);
  await visitor.getByRole('button', { name: 'JOIN GAME' }).click();
  await expect(visitor.getByText('*Inactive code')).toBeVisible();
});

test('players see each other online, a forfeit ends the game for both, and New game returns to the lobby', async ({
  browser,
}) => {
  const { creator, joiner } = await startTwoPlayerGame(browser, 'SUPER TIC-TAC-TOE', ROUTE);
  for (const page of [creator, joiner])
    await expect(page.getByRole('heading', { name: "Player X's Turn" })).toBeVisible();
  const players = (page: typeof creator) => page.getByRole('list', { name: 'Players' }).getByRole('listitem');
  await expect(players(creator)).toHaveCount(2);
  await expect(players(creator).filter({ hasNotText: '(you)' })).toHaveAccessibleName(/, online$/);

  // The joiner drops off: the creator sees them offline, then online again after a reload.
  await joiner.context().setOffline(true);
  await expect(joiner.getByRole('alert').filter({ hasText: 'Reconnecting…' })).toBeVisible();
  await expect(
    creator.getByRole('list', { name: 'Players' }).getByRole('listitem', { name: /, offline$/ }),
  ).toHaveCount(1, { timeout: 30_000 });
  // A move made while they were away reaches them when they come back.
  await creator.getByRole('button', { name: 'Board 5, cell 5', exact: true }).click();
  await joiner.context().setOffline(false);
  await expect(joiner.getByRole('alert').filter({ hasText: 'Reconnecting…' })).toHaveCount(0, { timeout: 30_000 });
  await expect(joiner.getByRole('button', { name: 'Board 5, cell 5', exact: true })).toHaveText('X');
  await expect(players(creator).filter({ hasNotText: '(you)' })).toHaveAccessibleName(/, online$/);

  await joiner.getByRole('button', { name: 'Forfeit' }).click();
  const dialog = joiner.getByRole('dialog', { name: 'Forfeit this game?' });
  await expect(dialog.getByRole('button', { name: 'Keep playing' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Yes, forfeit' }).click();
  // The forfeiter sees the result too, and leaves it with New game.
  await expect(joiner.getByRole('status', { name: 'Result' })).toHaveText(/^You forfeited: Guest [0-9A-F]{4} wins$/);
  await joiner.getByRole('button', { name: 'New game' }).click();
  await expect(joiner.getByRole('button', { name: 'CREATE GAME' })).toBeVisible();

  await expect(creator.getByRole('heading', { name: 'Game Over' })).toBeVisible();
  await creator.getByRole('button', { name: 'New game' }).click();
  await expect(creator.getByRole('button', { name: 'CREATE GAME' })).toBeVisible();
  // The lobby offers the same game again at once, by quick match, beside creating or joining one.
  await atBothSizes(creator, 'new-game-lobby', async () => {
    await expectInWindow(creator, creator.getByRole('button', { name: 'Play now' }), 'Play now');
    await expectInWindow(creator, creator.getByRole('button', { name: 'CREATE GAME' }), 'CREATE GAME');
  });
  // Both are free to play again.
  await creator.reload();
  await expect(creator.getByRole('button', { name: 'CREATE GAME' })).toBeVisible();
});

test('the lobby works from the keyboard on a 375 px phone without sideways scrolling', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in as guest' }).click();
  await expect(page.getByText(/^Welcome .+!$/)).toBeVisible();

  await page.getByRole('button', { name: 'GAMES' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'SUPER TIC-TAC-TOE' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(ROUTE);

  await page.getByLabel('CODE').focus();
  await page.keyboard.type('zz');
  await expect(page.getByRole('button', { name: 'JOIN GAME' })).toBeDisabled();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.getByRole('button', { name: 'CREATE GAME' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Invite with code:/)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});
