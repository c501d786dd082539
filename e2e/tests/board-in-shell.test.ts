import { test, expect } from './fixtures';
import { startTwoPlayerGame } from './guests';

const FIRST_CELL = 'Board 1, cell 1';

test('a board runs on the shell’s React, emotion and MUI, so it follows the shell’s theme', async ({ browser }) => {
  const { creator } = await startTwoPlayerGame(browser, 'SUPER TIC-TAC-TOE', /\/game\/super_tic_tac_toe$/);
  const cell = creator.getByRole('button', { name: FIRST_CELL, exact: true });
  // The page loads the board once the game starts: let it finish, or its requests would be counted as the reload's.
  await expect(cell).toBeVisible();
  const boardFiles: string[] = [];
  creator.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/boards/')) boardFiles.push(path.replace(/^\/boards\/super-tic-tac-toe\//, ''));
  });
  await creator.reload();
  await expect(cell).toBeVisible();
  // Only the board's own code: every shared library came from the shell, none from the board's fallback copies.
  expect(boardFiles.sort()).toEqual([
    expect.stringMatching(/^__federation_expose_Board\.[0-9a-f]{8}\.js$/),
    'mf-manifest.json',
    'remoteEntry.js',
  ]);

  const colours = () => cell.evaluate((element) => getComputedStyle(element).backgroundColor);
  const before = await colours();
  await creator.getByRole('button', { name: 'Toggle theme' }).click();
  await expect.poll(colours).not.toBe(before);
  await creator.getByRole('button', { name: 'Toggle theme' }).click();
  await expect.poll(colours).toBe(before);
});
