import { test, expect, type Locator, type Page } from '@playwright/test';
import { join } from 'node:path';
import { startTwoPlayerGame } from './guests';
import { inWindow, SCREEN_SIZES } from './screens';

const artifacts = join(__dirname, '../../test-results/artifacts');

/** The board's heading (whose turn) of the game page. */
function boardHeading(page: Page): Locator {
  return page.locator('main').getByRole('heading', { level: 2 }).first();
}

/**
 * At each window size: the page does not scroll sideways, and, seen from the top, the board, its heading, the
 * players strip and the score panel (when the game has one) are all in the window, the heading below the app bar.
 */
async function expectFits(page: Page, game: string, board: Locator, extra: Locator[] = []) {
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.evaluate(() => window.scrollTo(0, 0));
    const heading = boardHeading(page);
    // The board sizes itself after the window changed (a resize and a layout pass).
    await expect(async () => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      for (const part of [board, heading, page.getByRole('list', { name: 'Players' }).first(), ...extra]) {
        expect(
          await inWindow(page, part),
          `${await part.evaluate((el) => el.outerHTML.slice(0, 80))} at ${size.name}`,
        ).toBe(true);
      }
      const appBar = await page.locator('header').first().boundingBox();
      const top = await heading.boundingBox();
      expect(top!.y).toBeGreaterThanOrEqual(appBar!.y + appBar!.height);
    }).toPass({ timeout: 5_000 });
    await page.screenshot({ path: join(artifacts, `board-fit-${game}-${size.name}.png`) });
  }
}

/** Opens the game's `How to play` panel from the page, checks it, and closes it. */
async function expectHowToPlay(page: Page, title: string) {
  await page.getByRole('button', { name: 'How to play' }).click();
  const panel = page.getByRole('dialog', { name: `How to play ${title}` });
  await expect(panel).toBeVisible();
  await expect(panel.locator('svg').first()).toBeVisible();
  await page.screenshot({ path: join(artifacts, `how-to-play-${title.toLowerCase().replace(/ /g, '-')}.png`) });
  await panel.getByRole('button', { name: 'Got it' }).click();
  await expect(panel).toBeHidden();
}

test('Super Tic-Tac-Toe fits laptop and phone, says who plays which symbol, hints the first turn, teaches itself', async ({
  browser,
}) => {
  const { creator, joiner } = await startTwoPlayerGame(browser, 'SUPER TIC-TAC-TOE', /\/game\/super_tic_tac_toe$/);
  const board = creator.getByRole('group', { name: 'Super Tic-Tac-Toe board' });
  await expect(creator.getByRole('button', { name: /^Board \d, cell \d$/ })).toHaveCount(81);

  // Who is who: each sees their own symbol and the other's.
  await expect(creator.getByRole('listitem', { name: 'You play X' })).toBeVisible();
  await expect(creator.getByRole('listitem', { name: /plays O$/ })).toBeVisible();
  await expect(joiner.getByRole('listitem', { name: 'You play O' })).toBeVisible();

  // A first game of this kind: a one-line hint on the first turn, for the player to move only.
  await expect(creator.getByRole('note', { name: 'Hint' })).toBeVisible();
  await expect(joiner.getByRole('note', { name: 'Hint' })).toHaveCount(0);

  await expectFits(creator, 'super-tic-tac-toe', board);
  await expectHowToPlay(creator, 'Super Tic-Tac-Toe');

  // A double click: the move goes once, and the dropped second click is answered on screen, over the board.
  await creator.getByRole('button', { name: 'Board 5, cell 5' }).dblclick();
  const notice = creator.getByRole('alert').filter({ hasText: 'One click is enough' });
  await expect(notice).toBeVisible();
  expect(await inWindow(creator, notice)).toBe(true);
  await expect(creator.getByRole('note', { name: 'Hint' })).toHaveCount(0);
  await expect(joiner.getByRole('note', { name: 'Hint' })).toBeVisible();
});

test('Repello fits laptop and phone with squares of at least 24 px, and teaches itself from the lobby', async ({
  browser,
}) => {
  const { creator } = await startTwoPlayerGame(browser, 'REPELLO', /\/game\/repello$/);
  // Waiting for START, the lobby's own How to play loads the panel from the board's remote.
  await expect(creator.getByRole('button', { name: 'START' })).toBeVisible();
  await expectHowToPlay(creator, 'Repello');
  await creator.getByRole('button', { name: 'START' }).click();

  const board = creator.getByRole('group', { name: 'Repello board' });
  await expect(creator.getByRole('button', { name: /^Square \d+,\d+$/ })).toHaveCount(169);
  await expectFits(creator, 'repello', board, [creator.getByRole('table', { name: 'Score' })]);
  const centre = creator.getByRole('button', { name: 'Square 6,6', exact: true });
  const square = await centre.boundingBox();
  expect(square!.width).toBeGreaterThanOrEqual(24);
  expect(square!.height).toBeGreaterThanOrEqual(24);

  // On the phone, Zoom gives fingertip squares in a window that still fits and scrolls to the rest.
  await creator.getByRole('button', { name: 'Zoom' }).click();
  await expect.poll(async () => (await centre.boundingBox())!.width).toBeGreaterThanOrEqual(40);
  expect(await inWindow(creator, centre)).toBe(true);
  expect(await inWindow(creator, creator.locator('[data-zoomed]'))).toBe(true);
  await creator.screenshot({ path: join(artifacts, 'board-fit-repello-phone-zoomed.png') });
});

test('Winzard Football fits laptop and phone, and its board opens How to play', async ({ browser }) => {
  const { creator } = await startTwoPlayerGame(browser, 'FOOTBALL', /\/game\/winzards\/football$/);
  const court = creator.getByRole('group', { name: 'Winzard Football court' });
  await expect(creator.getByRole('button', { name: /^Cell \d,\d$/ })).toHaveCount(48);
  await expectFits(creator, 'winzard-football', court, [creator.getByRole('table', { name: 'Score' })]);
  await expectHowToPlay(creator, 'Winzard Football');
});
