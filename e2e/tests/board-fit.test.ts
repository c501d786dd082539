import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { join } from 'node:path';
import { GAMES } from '../../backend/src/games/registry';
import { startTwoPlayerGame } from './guests';
import { inWindow, SCREEN_SIZES } from './screens';

const artifacts = join(__dirname, '../../test-results/artifacts');

/** The board's heading (whose turn) of the game page. */
function boardHeading(page: Page): Locator {
  return page.locator('main').getByRole('heading', { level: 2 }).first();
}

/** The board itself: every board is a group named for the game and what it is played on (`… board`, `… court`). */
function board(page: Page): Locator {
  return page
    .locator('main')
    .getByRole('group', { name: / (board|court)$/ })
    .first();
}

/**
 * At each window size: the page does not scroll sideways, and, seen from the top, the board, its heading, the
 * players strip and the score panel (when the game has one) are all in the window, the heading below the app bar.
 */
async function expectFits(page: Page, name: string, parts: Locator[]) {
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.evaluate(() => window.scrollTo(0, 0));
    const heading = boardHeading(page);
    // The board sizes itself after the window changed (a resize and a layout pass).
    await expect(async () => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      for (const part of [heading, page.getByRole('list', { name: 'Players' }).first(), ...parts]) {
        expect(
          await inWindow(page, part),
          `${await part.evaluate((el) => el.outerHTML.slice(0, 80))} at ${size.name}`,
        ).toBe(true);
      }
      const appBar = await page.locator('header').first().boundingBox();
      const top = await heading.boundingBox();
      expect(top!.y).toBeGreaterThanOrEqual(appBar!.y + appBar!.height);
    }).toPass({ timeout: 5_000 });
    await page.screenshot({ path: join(artifacts, `board-fit-${name}-${size.name}.png`) });
  }
}

/** Opens the game's `How to play` panel from the board, checks it, and closes it. */
async function expectHowToPlay(page: Page, name: string) {
  await page.getByRole('button', { name: 'How to play' }).click();
  const panel = page.getByRole('dialog', { name: /^How to play / });
  await expect(panel).toBeVisible();
  await expect(panel.locator('svg').first()).toBeVisible();
  await page.screenshot({ path: join(artifacts, `how-to-play-${name}.png`) });
  await panel.getByRole('button', { name: 'Got it' }).click();
  await expect(panel).toBeHidden();
}

/** A file-name-safe form of a game's url: a url may hold a slash. */
const fileName = (url: string) => url.replace(/[^a-z0-9]+/gi, '-');

// Every game the server hosts, read from its registry: a game added there is held to this without a line here.
for (const { definition: game, menuLabel } of GAMES) {
  test(`${game.displayText}: the board fits laptop and phone, and opens How to play`, async ({ browser }) => {
    const route = new RegExp(`/game/${game.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    const { creator } = await startTwoPlayerGame(browser, menuLabel, route);
    // A table with room for more than two waits for its creator to start it.
    if (game.players[1] > 2) await creator.getByRole('button', { name: 'START' }).click();
    await expect(board(creator)).toBeVisible();
    const score = game.showScore ? [creator.getByRole('table', { name: 'Score' })] : [];
    await expectFits(creator, fileName(game.url), [board(creator), ...score]);
    await expectHowToPlay(creator, fileName(game.url));
  });
}
