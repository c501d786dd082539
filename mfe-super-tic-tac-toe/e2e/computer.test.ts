import { test, expect } from '../../e2e/tests/fixtures';
import { expectRulesEnding, matchReader, playEasy } from '../../e2e/tests/computer-play';
import { DEBOUNCE_MS, guestPage } from '../../e2e/tests/guests';

// Super Tic-Tac-Toe ends within 81 marks; each turn of the person is one click.
const MAX_TURNS = 60;

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
    // That very cell: `cells.first()` again could be another one if the board has moved on since it was read.
    const cell = page.getByRole('button', { name, exact: true });
    await cell.click();
    // The mark is placed: that cell is taken (the computer's answer follows on its own).
    await expect(cell).toBeDisabled();
  }
  await expect(over).toBeVisible();
  expect(turns).toBeGreaterThan(3);
  const reader = await matchReader(page);
  await expectRulesEnding(page, await reader.read(), reader.me);
});
