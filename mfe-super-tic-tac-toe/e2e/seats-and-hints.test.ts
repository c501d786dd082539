import { test, expect } from '../../e2e/tests/fixtures';
import { startTwoPlayerGame } from '../../e2e/tests/guests';
import { inWindow } from '../../e2e/tests/screens';

test('the board says who plays which symbol, hints the first turn, and answers a double click over the board', async ({
  browser,
}) => {
  const { creator, joiner } = await startTwoPlayerGame(browser, 'SUPER TIC-TAC-TOE', /\/game\/super_tic_tac_toe$/);
  await expect(creator.getByRole('button', { name: /^Board \d, cell \d$/ })).toHaveCount(81);

  // Who is who: each sees their own symbol and the other's.
  await expect(creator.getByRole('listitem', { name: 'You play X' })).toBeVisible();
  await expect(creator.getByRole('listitem', { name: /plays O$/ })).toBeVisible();
  await expect(joiner.getByRole('listitem', { name: 'You play O' })).toBeVisible();

  // A first game of this kind: a one-line hint on the first turn, for the player to move only.
  await expect(creator.getByRole('note', { name: 'Hint' })).toBeVisible();
  await expect(joiner.getByRole('note', { name: 'Hint' })).toHaveCount(0);

  // A double click: the move goes once, and the dropped second click is answered on screen, over the board.
  await creator.getByRole('button', { name: 'Board 5, cell 5' }).dblclick();
  const notice = creator.getByRole('alert').filter({ hasText: 'One click is enough' });
  await expect(notice).toBeVisible();
  expect(await inWindow(creator, notice)).toBe(true);
  await expect(creator.getByRole('note', { name: 'Hint' })).toHaveCount(0);
  await expect(joiner.getByRole('note', { name: 'Hint' })).toBeVisible();
});
