import { test, expect } from './fixtures';
import { spawnSync } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startTwoPlayerGame } from './guests';

const repoRoot = join(__dirname, '../..');
// serve-for-tests.mjs serves the boards from this copy, so a test can redeploy one while the site runs.
const servedBoard = join(repoRoot, 'test-results/e2e-boards/mfe-super-tic-tac-toe/dist/board');
const BOARD_FILES = '**/boards/super-tic-tac-toe/**';
/** The board names its build in the page's metadata (board-kit's useBuildMetadata), not on screen. */
const BOARD_BUILD = 'meta[name="build"][data-app="super-tic-tac-toe"]';

test('a rebuilt board goes live on the next page load, with no shell rebuild and no backend restart', async ({
  browser,
}) => {
  const { creator } = await startTwoPlayerGame(browser, 'SUPER TIC-TAC-TOE', /\/game\/super_tic_tac_toe$/);
  await expect(creator.locator(BOARD_BUILD)).toHaveAttribute('content', /^\d+\.\d+\.\d+$/);

  const buildId = `redeployed-${Date.now()}`;
  const release = `${servedBoard}-next`;
  const build = spawnSync(process.execPath, ['../packages/build-config/build.js'], {
    cwd: join(repoRoot, 'mfe-super-tic-tac-toe'),
    env: { ...process.env, BUILD_ID: buildId, BUILD_OUTPUT_DIR: release },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  rmSync(`${servedBoard}-previous`, { recursive: true, force: true });
  renameSync(servedBoard, `${servedBoard}-previous`);
  renameSync(release, servedBoard);

  await creator.reload();
  await expect(creator.locator(BOARD_BUILD)).toHaveAttribute('content', `0.1.0+${buildId}`);
  // The new build plays: X's first move goes through the server as before.
  await creator.getByRole('button', { name: 'Board 5, cell 5', exact: true }).click();
  await expect(creator.getByRole('button', { name: 'Board 5, cell 5', exact: true })).toHaveText('X');
});

test('a board that cannot load breaks only its own page, and comes back on retry', async ({ browser }) => {
  const { creator } = await startTwoPlayerGame(browser, 'SUPER TIC-TAC-TOE', /\/game\/super_tic_tac_toe$/);
  await expect(creator.getByRole('button', { name: 'Board 1, cell 1', exact: true })).toBeVisible();

  await creator.route(BOARD_FILES, (route) => route.abort('connectionrefused'));
  await creator.reload();
  await expect(creator.getByText('The board could not be loaded')).toBeVisible();
  await expect(creator.getByRole('button', { name: 'Board 1, cell 1', exact: true })).toHaveCount(0);

  // The rest of the shell keeps working: home, the theme, the GAMES menu back to the game.
  await creator.getByRole('link', { name: 'Home' }).click();
  await expect(creator.getByText(/^Welcome .+!$/)).toBeVisible();
  await creator.getByRole('button', { name: 'Toggle theme' }).click();
  await creator.getByRole('button', { name: 'GAMES' }).click();
  await expect(creator).toHaveURL(/\/game\/super_tic_tac_toe$/);
  await expect(creator.getByText('The board could not be loaded')).toBeVisible();

  await creator.unroute(BOARD_FILES);
  await creator.getByRole('button', { name: 'RETRY' }).click();
  await expect(creator.getByRole('button', { name: 'Board 1, cell 1', exact: true })).toBeEnabled();
});

test('other games keep working while one board is down', async ({ browser }) => {
  const { creator, joiner } = await startTwoPlayerGame(browser, 'REPELLO', /\/game\/repello$/);
  for (const page of [creator, joiner]) await page.context().route(BOARD_FILES, (route) => route.abort('failed'));
  await creator.getByRole('button', { name: 'START' }).click();
  for (const page of [creator, joiner]) {
    await expect(page.getByRole('button', { name: /^Square \d+,\d+$/ })).toHaveCount(169);
  }
});
