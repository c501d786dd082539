import { test, expect, type Page } from '@playwright/test';
import { guestPage, openGameFromMenu } from './guests';

// The boards drop an action sent within 250 ms of the previous one.
const DEBOUNCE_MS = 260;
// Super Tic-Tac-Toe ends within 81 marks; each turn of the person is one click.
const MAX_TURNS = 60;

/** Opens the game's page, asks for `Play the computer` at `Easy` (with `opponents` in Repello) and waits for the board. */
async function playEasy(page: Page, menuItem: string, opponents?: number) {
  await openGameFromMenu(page, menuItem);
  await page.getByRole('button', { name: 'Play the computer' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Hard' })).toBeVisible();
  if (opponents) await dialog.getByRole('button', { name: `${opponents} opponent${opponents > 1 ? 's' : ''}` }).click();
  await dialog.getByRole('button', { name: 'Easy' }).click();
  await expect(dialog).toBeHidden();
}

async function forfeit(page: Page) {
  await page.getByRole('button', { name: 'Forfeit' }).click();
  await page.getByRole('button', { name: 'Yes, forfeit' }).click();
}

test('a whole Super Tic-Tac-Toe game against Computer (Easy), started from the lobby in one dialog', async ({
  browser,
}) => {
  const page = await guestPage(browser);
  await playEasy(page, 'SUPER TIC-TAC-TOE');
  await expect(page.getByText('Computer (Easy)').first()).toBeVisible();
  const cells = page.getByRole('button', { name: /^Board \d, cell \d$/, disabled: false });
  const over = page.getByRole('heading', { name: 'Game Over' });
  let turns = 0;
  for (; turns < MAX_TURNS; turns++) {
    // Either the person may play (the computer has answered) or the game is over.
    await expect(cells.first().or(over)).toBeVisible();
    if (await over.isVisible()) break;
    await page.waitForTimeout(DEBOUNCE_MS);
    const name = (await cells.first().getAttribute('aria-label')) ?? '';
    await cells.first().click();
    // The mark is placed: that cell is taken (the computer's answer follows on its own).
    await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();
  }
  await expect(over).toBeVisible();
  expect(turns).toBeGreaterThan(3);
});

test('Repello and Football against Computer (Easy): the computer answers a move, and forfeiting ends the game', async ({
  browser,
}) => {
  const page = await guestPage(browser);

  // Repello with two computer seats: the person places a stack, both computers place theirs.
  await playEasy(page, 'REPELLO', 2);
  await expect(page.getByText('Computer (Easy)'))
    .toHaveCount(2, { timeout: 10_000 })
    .catch(async () => {
      await expect(page.getByText('Computer (Easy)').first()).toBeVisible();
    });
  await page.getByRole('button', { name: 'Square 3,6', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Round 2/ })).toBeVisible();
  await forfeit(page);
  await expect(page.getByRole('button', { name: 'Forfeit' })).toBeHidden();

  // Football: the person kicks off (ball, goalkeeper); the computer places its goalkeeper and round 2 begins.
  await playEasy(page, 'FOOTBALL');
  await expect(page.getByText('Computer (Easy)').first()).toBeVisible();
  await page.getByRole('button', { name: 'Cell 3,2', exact: true }).click();
  await page.waitForTimeout(DEBOUNCE_MS);
  await page.getByRole('button', { name: 'Cell 0,3', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Round 2$/ })).toBeVisible();
  await forfeit(page);
  await expect(page.getByRole('button', { name: 'Forfeit' })).toBeHidden();
});
