import { test, expect } from './fixtures';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { forfeit, startTwoPlayerGame } from './guests';
import { X_WINS, playTtt, tttCells } from './history';

const artifacts = join(__dirname, '../../test-results/artifacts');

// Five legal Super Tic-Tac-Toe moves: the opening of X_WINS.
const OPENING = X_WINS.slice(0, 5);

test('a finished game is in My games, and its replay steps to the final position both players saw', async ({
  browser,
}) => {
  const { creator, joiner } = await startTwoPlayerGame(browser, 'SUPER TIC-TAC-TOE', /\/game\/super_tic_tac_toe$/);
  await playTtt(creator, joiner, OPENING);

  // The move list beside the board follows the game on both screens.
  for (const page of [creator, joiner]) {
    const moves = page.getByRole('list', { name: 'Move list' }).getByRole('listitem');
    await expect(moves).toHaveCount(OPENING.length);
  }

  const joinerSaw = await tttCells(joiner);
  await forfeit(joiner);
  await expect(creator.getByRole('status', { name: 'Result' })).toHaveText(/forfeited: you win$/);
  await expect(creator.getByLabel('Rating change')).toHaveText('Unrated: guests and computer players are not rated');
  const creatorSaw = await tttCells(creator);
  expect(creatorSaw).toEqual(joinerSaw);
  await joiner.getByRole('link', { name: 'My games' }).click();

  // My games, from the app bar: the game with its result and a Replay link.
  await creator.getByRole('link', { name: 'My games' }).click();
  const table = creator.getByRole('table', { name: 'My games' });
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText('Super Tic-Tac-Toe');
  await expect(row).toContainText('Won');
  await expect(row.getByRole('cell').nth(4)).toHaveText(String(OPENING.length + 1));
  await expect(joiner.getByRole('table', { name: 'My games' }).getByRole('row').nth(1)).toContainText('Lost');

  await row.getByRole('link', { name: 'Replay' }).click();
  await expect(creator).toHaveURL(/\/replay\/\d+$/);
  const total = OPENING.length + 1; // the moves and the forfeit
  const counter = creator.getByRole('status', { name: 'Position' });
  await expect(counter).toHaveText(`Move 0 / ${total}`);
  await expect(creator.getByRole('button', { name: /^Board \d, cell \d$/ })).toHaveCount(81);
  expect((await tttCells(creator)).every((cell) => cell === '')).toBe(true);

  // Step through: each Next puts the next move's symbol on the board, and nothing is ever clickable.
  const controls = creator.getByRole('group', { name: 'Replay controls' });
  for (const [ply, [board, index]] of OPENING.entries()) {
    await controls.getByRole('button', { name: 'Next' }).click();
    await expect(counter).toHaveText(`Move ${ply + 1} / ${total}`);
    await expect(
      creator.getByRole('button', { name: `Board ${board + 1}, cell ${index + 1}`, exact: true }),
    ).toHaveText(ply % 2 === 0 ? 'X' : 'O');
  }
  await expect(creator.getByRole('button', { name: /^Board \d, cell \d$/, disabled: false })).toHaveCount(0);
  await controls.getByRole('button', { name: 'Next' }).click();
  await expect(counter).toHaveText(`Move ${total} / ${total}`);
  await expect(creator.getByRole('list', { name: 'Move list' }).getByRole('listitem').last()).toContainText('resigns');
  expect(await tttCells(creator)).toEqual(creatorSaw);
  mkdirSync(artifacts, { recursive: true });
  await creator.screenshot({ path: join(artifacts, 'replay-final-position.png'), fullPage: true });

  // The keys and the jumps; the joiner's replay of the same game ends on the same board.
  await creator.keyboard.press('Home');
  await expect(counter).toHaveText(`Move 0 / ${total}`);
  await creator.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`Move 1 / ${total}`);
  await creator.keyboard.press('End');
  await expect(counter).toHaveText(`Move ${total} / ${total}`);
  await joiner.getByRole('table', { name: 'My games' }).getByRole('link', { name: 'Replay' }).first().click();
  await joiner.getByRole('group', { name: 'Replay controls' }).getByRole('button', { name: 'Last' }).click();
  await expect(joiner.getByRole('status', { name: 'Position' })).toHaveText(`Move ${total} / ${total}`);
  expect(await tttCells(joiner)).toEqual(joinerSaw);

  // A guest's profile shows its games only to itself.
  await creator.goto('/my-games');
  await creator
    .getByRole('table', { name: 'My games' })
    .getByRole('link', { name: /^Guest [0-9A-F]{4}$/ })
    .first()
    .click();
  await expect(creator.getByText("This guest's games are private.")).toBeVisible();
  await joiner.getByRole('link', { name: 'Profile' }).click();
  await expect(joiner.getByText('Games played: 1')).toBeVisible();
  await expect(joiner.getByRole('table', { name: 'Last games' }).getByRole('link', { name: 'Replay' })).toHaveCount(1);
});
