import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { forfeit, guestPage, startTwoPlayerGame, waitOutDebounce } from './guests';
import { playTtt, registeredPage, startTtt, uniqueName, X_WINS } from './history';
import { atBothSizes, expectInWindow, inWindow, scrollsSideways, SCREEN_SIZES } from './screens';

const PHONE = SCREEN_SIZES.find((size) => size.name === 'phone')!;

/** A Connect Four game Red (the creator) wins at the 11th disc: the columns, numbered 0..6 as the action numbers them. */
const RED_WINS = [3, 2, 2, 3, 4, 4, 3, 4, 1, 5, 4];

const columnButton = (page: Page, column: number) =>
  page.getByRole('button', { name: new RegExp(`^Column ${column + 1}, (\\d free|full)$`) });

/** The board's line that says whose turn it is, or that the game is over. */
const turnLine = (page: Page) => page.getByRole('heading', { name: /(Turn|^Game Over)$/ });

const moveList = (page: Page) => page.getByRole('list', { name: 'Move list' }).getByRole('listitem');

async function atPhoneSize(...pages: Page[]) {
  for (const page of pages) await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
}

/** Drops a disc in `column` on the mover's page and waits until both pages show `discs` discs. */
async function drop(mover: Page, waiter: Page, column: number, discs: number) {
  await expect(columnButton(mover, column)).toHaveAttribute('aria-disabled', 'false');
  await waitOutDebounce(mover);
  await columnButton(mover, column).click();
  for (const page of [mover, waiter]) await expect(page.locator('[data-disc]')).toHaveCount(discs);
}

/** Whether the element shows all its text: nothing cut off at its right edge. */
function showsWhole(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node.scrollWidth <= node.clientWidth + 1);
}

test("on a phone a move never moves the page; the ending, a rematch's first moves and My games are in the window", async ({
  browser,
}) => {
  const { creator, joiner } = await startTwoPlayerGame(browser, 'CONNECT FOUR', /\/game\/connect_four$/);
  await atPhoneSize(creator, joiner);
  await expect(turnLine(creator)).toHaveText("Red's Turn");

  // Every move but the last: neither page moves, and the turn line and the players stay in the window.
  for (const [ply, column] of RED_WINS.slice(0, -1).entries()) {
    const [mover, waiter] = ply % 2 === 0 ? [creator, joiner] : [joiner, creator];
    await drop(mover, waiter, column, ply + 1);
    await expect(moveList(waiter)).toHaveCount(ply + 1);
    for (const page of [creator, joiner]) {
      expect(await page.evaluate(() => window.scrollY), `the page's scroll after move ${ply + 1}`).toBe(0);
      await expectInWindow(page, turnLine(page), 'the turn line');
      await expectInWindow(page, page.getByRole('list', { name: 'Players' }), 'the players');
    }
  }
  await creator.screenshot({ path: test.info().outputPath('moves-phone.png') });

  // The last move, the joiner having scrolled down to the move list: both see the result and Rematch.
  await joiner.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await joiner.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await drop(creator, joiner, RED_WINS.at(-1)!, RED_WINS.length);
  expect(await creator.evaluate(() => window.scrollY)).toBe(0);
  for (const page of [creator, joiner]) {
    await expectInWindow(page, page.getByRole('status', { name: 'Result' }), 'the result');
    await expectInWindow(page, page.getByRole('button', { name: 'Rematch' }), 'Rematch');
  }
  await joiner.screenshot({ path: test.info().outputPath('ending-brought-in-phone.png') });
  await atBothSizes(creator, 'ending', async () => {
    await expect(creator.getByRole('status', { name: 'Result' })).toHaveText('You win');
    await expectInWindow(creator, creator.getByRole('status', { name: 'Result' }), 'the result');
    await expectInWindow(creator, creator.getByRole('button', { name: 'Rematch' }), 'Rematch');
    await expectInWindow(creator, turnLine(creator), 'the turn line');
    expect(await scrollsSideways(creator)).toBe(false);
  });

  // The rematch: Yellow's player moves first now, and each move is in both lists at once.
  await atPhoneSize(creator);
  for (const page of [creator, joiner]) await page.getByRole('button', { name: 'Rematch' }).click();
  for (const page of [creator, joiner]) await expect(page.getByRole('button', { name: 'Rematch' })).toHaveCount(0);
  for (const page of [creator, joiner]) await expect(page.getByText('No moves yet')).toBeVisible();
  for (const [ply, column] of [3, 3].entries()) {
    const [mover, waiter] = ply % 2 === 0 ? [joiner, creator] : [creator, joiner];
    await drop(mover, waiter, column, ply + 1);
    // Within a beat of the board's own disc, as for any game's moves.
    for (const page of [creator, joiner]) await expect(moveList(page)).toHaveCount(ply + 1, { timeout: 1_500 });
  }
  await atBothSizes(creator, 'rematch-moves', async () => {
    await expect(moveList(creator)).toHaveText([/^1\. .+/, /^2\. .+/]);
  });

  // My games: the finished game's moves and Replay in the window, nothing scrolling sideways.
  await creator.getByRole('link', { name: 'My games' }).click();
  const finished = creator.getByRole('table', { name: 'My games' }).getByRole('row').filter({ hasText: 'Won' });
  await expect(finished).toHaveCount(1);
  await atBothSizes(creator, 'my-games', async () => {
    await expect(finished.getByRole('cell', { name: String(RED_WINS.length), exact: true })).toBeVisible();
    await expectInWindow(creator, finished.getByRole('cell', { name: String(RED_WINS.length), exact: true }), 'moves');
    await expectInWindow(creator, finished.getByRole('link', { name: 'Replay' }), 'Replay');
    expect(await showsWhole(creator.locator('.MuiTableContainer-root'))).toBe(true);
    expect(await scrollsSideways(creator)).toBe(false);
  });
});

test('the app bar names every icon and keeps to one line on a phone', async ({ browser }) => {
  const page = await guestPage(browser);
  const bar = page.locator('header').first();
  // What each control shows: its icon (Home's tap target reaches past the window's edge, as MUI's edge buttons do).
  const icon = (control: Locator) => control.locator('svg, .MuiAvatar-root').first();
  const controls = [
    ...['Home', 'My games', 'Leaderboard', 'Profile'].map((name) => icon(bar.getByRole('link', { name }))),
    bar.getByRole('button', { name: 'GAMES' }),
    ...['Turn alerts', 'Toggle theme', 'Log out'].map((name) => icon(bar.getByRole('button', { name }))),
  ];
  await atBothSizes(page, 'app-bar', async (size) => {
    const middles: number[] = [];
    for (const control of controls) {
      await expectInWindow(page, control, 'an app bar control');
      const box = (await control.boundingBox())!;
      middles.push(box.y + box.height / 2);
    }
    expect(Math.max(...middles) - Math.min(...middles), 'one line of controls').toBeLessThanOrEqual(2);
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64);
    expect(await scrollsSideways(page)).toBe(false);
    if (size.name === 'phone') {
      // Icons alone: each says its name when pointed at (a finger's long press does the same).
      for (const name of ['Home', 'My games', 'Leaderboard', 'Profile']) {
        await bar.getByRole('link', { name }).hover();
        await expect(page.getByRole('tooltip').filter({ hasText: name })).toBeVisible();
      }
      await page.mouse.move(0, PHONE.height - 1);
    } else {
      for (const name of ['My games', 'Leaderboard']) await expect(bar.getByRole('link', { name })).toHaveText(name);
    }
  });
});

test("long names stay whole on a phone, and the profile's rating chart shows its labels whole", async ({ browser }) => {
  // Registered names are up to 32 characters, with no space to wrap at.
  const winnerName = uniqueName('winnerwithalongname_');
  const loserName = uniqueName('loserwithalongername');
  const winner = await registeredPage(browser, winnerName);
  const loser = await registeredPage(browser, loserName);
  await startTtt(winner, loser, '10+5');
  await atPhoneSize(winner);
  const players = winner.getByRole('list', { name: 'Players' }).getByRole('listitem');
  for (const name of [`${winnerName} (you)`, loserName]) {
    const player = players.getByText(name, { exact: true });
    await expectInWindow(winner, player, name);
    expect(await showsWhole(player), `${name} shows whole`).toBe(true);
  }
  expect(await scrollsSideways(winner)).toBe(false);
  await winner.screenshot({ path: test.info().outputPath('long-names-phone.png') });

  // A rated game (a clock, two registered players): the loser forfeits after two moves each.
  await playTtt(winner, loser, X_WINS.slice(0, 4));
  await forfeit(loser);
  await expect(winner.getByLabel('Rating change')).toHaveText(/^Rating \+\d+ → \d+$/);
  await atBothSizes(winner, 'long-names-ending', async () => {
    await expectInWindow(winner, winner.getByRole('status', { name: 'Result' }), 'the result');
    for (const player of await players.all()) await expectInWindow(winner, player, 'a player');
    expect(await scrollsSideways(winner)).toBe(false);
  });

  await winner.goto(`/player/${winnerName}`);
  const chart = winner.getByRole('img', { name: /^Super Tic-Tac-Toe rating history, now \d+$/ });
  await expect(chart).toBeVisible();
  await atBothSizes(winner, 'rating-chart', async () => {
    await chart.scrollIntoViewIfNeeded();
    const labels = chart.locator('.MuiChartsAxis-tickLabel');
    await expect(labels.first()).toBeVisible();
    const area = (await chart.locator('svg').first().boundingBox())!;
    for (const label of await labels.all()) {
      // Whole: the number itself, inside the chart's drawing.
      await expect(label).toHaveText(/^\d+$/);
      const box = (await label.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(area.x);
      expect(box.x + box.width).toBeLessThanOrEqual(area.x + area.width + 0.5);
    }
    await expect(chart.getByText('Rated games')).toBeVisible();
  });
});

/**
 * A page of a fresh context (no service worker, whose cache would answer for the network) whose shell script never
 * arrives, opened at `path`; `before` prepares the context's storage on a first page that loads in full.
 */
async function withoutTheAppScript(browser: Browser, path: string, before?: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: PHONE });
  const ready = await context.newPage();
  await ready.goto('/login');
  await before?.(ready);
  await ready.close();
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.route(/\/main\.[0-9a-f]{8}\.js$/, () => undefined);
  // The script is deferred: the document never reaches DOMContentLoaded without it.
  await page.goto(path, { waitUntil: 'commit' });
  return { page, refused };
}

test('the first visit shows the frame of the page at once, before the app has loaded', async ({ browser }) => {
  // Signed out: the name where the login card comes, on the theme's background.
  const visitor = await withoutTheAppScript(browser, '/login');
  await atBothSizes(visitor.page, 'first-frame-signed-out', async () => {
    await expect(visitor.page.locator('.first-frame-name')).toHaveText('Tabletop');
    await expectInWindow(visitor.page, visitor.page.locator('.first-frame-name'), 'the name');
    await expect(visitor.page.locator('.first-frame-bar')).toBeHidden();
    expect(await visitor.page.evaluate(() => document.getElementById('root')!.childElementCount)).toBe(0);
  });
  expect(visitor.refused).toEqual([]);

  // Signed in: the app bar, as the app draws it, in each mode.
  for (const mode of ['dark', 'light'] as const) {
    const player = await withoutTheAppScript(browser, '/', async (page) => {
      await page.getByRole('button', { name: 'Log in as guest' }).click();
      await expect(page.getByText(/^Welcome .+!$/)).toBeVisible();
      await page.evaluate((saved) => localStorage.setItem('mode', saved), mode);
    });
    const frameBar = player.page.locator('.first-frame-bar');
    const seen = await showsBar(player.page, frameBar, `first-frame-${mode}`);
    expect(player.refused).toEqual([]);

    // The app replaces the frame with its own bar, drawn the same.
    await player.page.unroute(/\/main\.[0-9a-f]{8}\.js$/);
    await player.page.reload();
    await expect(player.page.getByText(/^Welcome .+!$/)).toBeVisible();
    await expect(frameBar).toBeHidden();
    const appBar = player.page.locator('header').first();
    expect(await showsBar(player.page, appBar, `app-bar-${mode}`)).toEqual(seen);
    await player.page.context().close();
  }
});

/** At each size: the bar's colours and height, and where its home icon sits, once it is in the window. */
async function showsBar(page: Page, bar: Locator, name: string) {
  const seen: Record<string, unknown> = {};
  await atBothSizes(page, name, async (size) => {
    await expectInWindow(page, bar, 'the bar');
    const box = (await bar.boundingBox())!;
    const home = (await bar.locator('svg').first().boundingBox())!;
    seen[size.name] = {
      ...(await bar.evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: `${style.backgroundColor} ${style.backgroundImage}`, color: style.color };
      })),
      top: box.y,
      height: box.height,
      home: [Math.round(home.x), Math.round(home.y)],
    };
  });
  expect(await inWindow(page, bar)).toBe(true);
  return seen;
}
