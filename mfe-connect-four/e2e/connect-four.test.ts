import type { Page } from '@playwright/test';
import { test, expect } from '../../e2e/tests/fixtures';
import { guestPage, openGameFromMenu, startTwoPlayerGame, waitOutDebounce } from '../../e2e/tests/guests';

/**
 * A whole game, Red (the creator) winning on a rising diagonal at the 11th disc: the columns, numbered 0..6 as the
 * action numbers them. Red plays with the keyboard, Yellow with the mouse.
 */
const RED_WINS = [3, 2, 2, 3, 4, 4, 3, 4, 1, 5, 4];
const WINNING_FOUR = ['1:0', '2:1', '3:2', '4:3'];

const columnButton = (page: Page, column: number) =>
  page.getByRole('button', { name: new RegExp(`^Column ${column + 1}, (\\d free|full)$`) });

/** Where the winning discs are, as `column:row`. */
async function winningCells(page: Page): Promise<string[]> {
  return page.locator('[data-winning]').evaluateAll((discs) =>
    discs.map((disc) => {
      const column = disc.closest('[data-column]')?.getAttribute('data-column');
      const row = disc.closest('[data-row]')?.getAttribute('data-row');
      return `${column}:${row}`;
    }),
  );
}

/** The CSS animation running on the disc that fell last, or null when none is falling. */
function fallingAnimation(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const disc = document.querySelector('[data-falling]');
    return disc ? getComputedStyle(disc).animationName : null;
  });
}

test('two guests play Connect Four to a win: keys and clicks, falling discs, the winning four lit', async ({
  browser,
}) => {
  const { creator, joiner } = await startTwoPlayerGame(browser, 'CONNECT FOUR', /\/game\/connect_four$/);
  // Yellow's player prefers reduced motion: discs appear in place for them.
  await joiner.emulateMedia({ reducedMotion: 'reduce' });

  for (const page of [creator, joiner]) {
    await expect(page.getByRole('heading', { name: "Red's Turn" })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Column \d, 6 free$/ })).toHaveCount(7);
  }
  await expect(creator.locator('button[aria-label^="Column"][aria-disabled="false"]')).toHaveCount(7);
  await expect(joiner.locator('button[aria-label^="Column"][aria-disabled="false"]')).toHaveCount(0);

  for (const [ply, column] of RED_WINS.entries()) {
    const [mover, waiter] = ply % 2 === 0 ? [creator, joiner] : [joiner, creator];
    await expect(columnButton(mover, column)).toHaveAttribute('aria-disabled', 'false');
    await waitOutDebounce(mover);
    if (mover === joiner) {
      await columnButton(joiner, column).click();
    } else if (ply === 2) {
      // The column cursor: focus the middle column, step left twice and press Enter.
      await columnButton(creator, 3).focus();
      await creator.keyboard.press('ArrowLeft');
      await expect(columnButton(creator, 2)).toBeFocused();
      await creator.keyboard.press('Enter');
    } else {
      await columnButton(creator, 3).focus();
      await creator.keyboard.press(String(column + 1));
    }
    for (const page of [mover, waiter]) await expect(page.locator('[data-disc]')).toHaveCount(ply + 1);
    if (ply === 1) {
      // Yellow's disc falls on Red's screen, and appears at once on Yellow's.
      expect(await fallingAnimation(creator)).not.toBe('none');
      expect(await fallingAnimation(joiner)).toBe('none');
    }
  }

  for (const page of [creator, joiner]) {
    await expect(page.getByRole('heading', { name: 'Game Over' })).toBeVisible();
    await expect(page.locator('button[aria-label^="Column"][aria-disabled="false"]')).toHaveCount(0);
    await expect(page.locator('[data-winning]')).toHaveCount(4);
    expect((await winningCells(page)).sort()).toEqual(WINNING_FOUR);
  }
  await expect(creator.getByText('You win as Red')).toBeVisible();
  await expect(joiner.getByText(/^Guest [0-9A-F]{4} \(Red\) wins$/)).toBeVisible();
  await expect(creator.getByRole('status', { name: 'Result' })).toHaveText('You win');
  await expect(joiner.getByRole('status', { name: 'Result' })).toHaveText(/^Guest [0-9A-F]{4} wins$/);
});

test('a guest plays the Hard computer, which blocks a four up the first column and wins', async ({ browser }) => {
  const page = await guestPage(browser);
  await openGameFromMenu(page, 'CONNECT FOUR');
  const play = page.getByRole('button', { name: 'Play the computer' });
  await expect(play).toHaveCount(1);
  await play.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hard' }).click();
  await expect(page.getByRole('group', { name: 'Connect Four board' })).toBeVisible();

  // The person always drops in the leftmost column with room: three Reds up column 1 must be blocked at once.
  const open = page.locator('button[aria-label^="Column"][aria-disabled="false"]');
  const over = page.getByRole('heading', { name: 'Game Over' });
  const discs = page.locator('[data-disc]');
  for (let turn = 0; turn < 21; turn++) {
    await expect(open.first().or(over)).toBeVisible({ timeout: 20_000 });
    if (await over.isVisible()) break;
    const before = await discs.count();
    await open.first().click();
    await expect.poll(() => discs.count()).toBeGreaterThan(before);
  }
  await expect(over).toBeVisible();
  await expect(page.getByText(/\(Yellow\) wins$/)).toBeVisible();
});
