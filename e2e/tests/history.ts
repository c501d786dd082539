import { expect, type Browser, type Page } from '@playwright/test';
import { waitOutDebounce } from './guests';

export const PASSWORD = 'correct horse battery';

// A legal Super Tic-Tac-Toe game in which X (the creator) wins the bottom row of boards (6, 7, 8); found by a search
// over the rules module and replayed move by move: [board, cell].
export const X_WINS: [number, number][] = [
  [8, 0],
  [0, 7],
  [7, 4],
  [4, 4],
  [4, 0],
  [0, 8],
  [8, 4],
  [4, 6],
  [6, 0],
  [0, 5],
  [5, 2],
  [2, 6],
  [6, 1],
  [1, 7],
  [7, 6],
  [6, 7],
  [7, 2],
  [2, 2],
  [2, 4],
  [4, 8],
  [8, 8],
  [1, 8],
  [6, 2],
];

export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** A fresh browser context registered under `name` through the login page's REGISTER form, on the home page. */
export async function registeredPage(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByText('REGISTER', { exact: true }).click();
  await page.getByLabel('User Name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'REGISTER', exact: true }).click();
  await expect(page.getByText(`Welcome ${name}!`)).toBeVisible();
  return page;
}

export function tttCell(page: Page, board: number, index: number) {
  return page.getByRole('button', { name: `Board ${board + 1}, cell ${index + 1}`, exact: true });
}

/** The 81 Super Tic-Tac-Toe cells' symbols as the page shows them, in board and cell order. */
export async function tttCells(page: Page): Promise<string[]> {
  const cells: string[] = [];
  for (let board = 0; board < 9; board++) {
    for (let index = 0; index < 9; index++)
      cells.push(((await tttCell(page, board, index).textContent()) ?? '').trim());
  }
  return cells;
}

/** Plays Super Tic-Tac-Toe moves [board, cell] in turn, `first` moving first, each waiting for the other's screen. */
export async function playTtt(first: Page, second: Page, moves: [number, number][]): Promise<void> {
  let [mover, waiter] = [first, second];
  for (const [ply, [board, index]] of moves.entries()) {
    const symbol = ply % 2 === 0 ? 'X' : 'O';
    await expect(tttCell(mover, board, index)).toBeEnabled();
    await waitOutDebounce(mover);
    await tttCell(mover, board, index).click();
    await expect(tttCell(waiter, board, index)).toHaveText(symbol);
    [mover, waiter] = [waiter, mover];
  }
}

/**
 * Seats `creator` and `joiner` in a new Super Tic-Tac-Toe game through the lobby and its invite code; `clock`: the
 * one the creator picks (`10+5`; none by default, as a private game has).
 */
export async function startTtt(creator: Page, joiner: Page, clock?: string): Promise<void> {
  for (const page of [creator, joiner]) await page.goto('/game/super_tic_tac_toe');
  if (clock) {
    await creator.getByRole('combobox', { name: 'Clock' }).click();
    await creator.getByRole('option', { name: clock }).click();
  }
  await creator.getByRole('button', { name: 'CREATE GAME' }).click();
  const invite = creator.getByText(/Invite with code:/);
  await expect(invite).toBeVisible();
  const code = /Invite with code:\s*([A-Z0-9]{4})/.exec((await invite.textContent()) ?? '')?.[1];
  expect(code).toMatch(/^[A-Z0-9]{4}$/);
  await joiner.getByLabel('CODE').fill(code!);
  await joiner.getByRole('button', { name: 'JOIN GAME' }).click();
  for (const page of [creator, joiner]) {
    await expect(page.getByRole('button', { name: /^Board \d, cell \d$/ })).toHaveCount(81);
  }
}
