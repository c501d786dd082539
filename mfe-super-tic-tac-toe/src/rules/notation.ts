import { hasLine } from './lines';
import { BOARD_COUNT, CELL_COUNT, otherSymbol, symbolToMove } from './state';
import type { SmallBoard, Sym, TttState } from './types';

/*
 * A compact text notation for positions, the language of the tests:
 *
 *   next: X, board: 4        <- who moves next, and the forced board (0..8) or `any`
 *   X.. ... ...              <- a 9×9 grid of X, O and '.'; spaces and blank lines are only for reading
 *   ... .O. ...
 *   ...
 *
 * Board b, cell c sits at row 3·⌊b/3⌋ + ⌊c/3⌋, column 3·(b mod 3) + (c mod 3). The header is optional:
 * `board` defaults to `any`, and `next` to X when both symbols have as many marks, O when X has one more.
 * Won boards' symbols are computed from the marks. Moves have a notation of their own (`X b5 c8`): move-notation.ts.
 */

const SIDE = 9;
const MARKS: Record<string, Sym | null> = { X: 'X', O: 'O', '.': null };

export type NotationResult = { ok: true; state: TttState } | { ok: false; error: string };

export function gridPosition(board: number, cell: number): { row: number; col: number } {
  return {
    row: 3 * Math.floor(board / 3) + Math.floor(cell / 3),
    col: 3 * (board % 3) + (cell % 3),
  };
}

/** Reads a position; never throws. */
export function parseNotation(text: string): NotationResult {
  if (typeof text !== 'string') return fail('The notation must be a string');
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const headerLine = lines[0]?.includes(':') ? lines.shift() : undefined;
  const header = headerLine === undefined ? { next: undefined, board: null } : readHeader(headerLine);
  if ('error' in header) return fail(header.error);

  if (lines.length !== SIDE) return fail(`Expected ${SIDE} rows of marks, found ${lines.length}`);
  const rows = lines.map((line) => line.replace(/\s+/g, ''));
  const badRow = rows.findIndex((row) => row.length !== SIDE || [...row].some((char) => !(char in MARKS)));
  if (badRow !== -1) return fail(`Row ${badRow + 1} must hold ${SIDE} of X, O or '.': "${lines[badRow]}"`);

  const games: SmallBoard[] = [];
  for (let board = 0; board < BOARD_COUNT; board++) {
    const x: number[] = [];
    const o: number[] = [];
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      const { row, col } = gridPosition(board, cell);
      const mark = MARKS[rows[row][col]];
      if (mark === 'X') x.push(cell);
      if (mark === 'O') o.push(cell);
    }
    const xWins = hasLine(x);
    const oWins = hasLine(o);
    if (xWins && oWins) return fail(`Board ${board} has a line of X and a line of O`);
    if (!xWins && !oWins && x.length + o.length === CELL_COUNT) {
      return fail(`Board ${board} is full without a line; the rules would have cleared it`);
    }
    games.push(xWins ? { x, o, symbol: 'X' } : oWins ? { x, o, symbol: 'O' } : { x, o });
  }

  const next = header.next ?? inferNext(games);
  if (!next) return fail('Cannot tell who moves next from the marks; add a header such as "next: X"');
  if (header.board !== null && games[header.board].symbol) {
    return fail(`Board ${header.board} is won, so it cannot be the board to play in`);
  }
  return { ok: true, state: { player: otherSymbol(next), boardToPlayIn: header.board, games } };
}

/** Reads a position and throws on bad notation: for tests and fixtures written by hand. */
export function parseState(text: string): TttState {
  const result = parseNotation(text);
  if (!result.ok) throw new Error(`Bad Super Tic-Tac-Toe notation: ${result.error}`);
  return result.state;
}

/** Prints a position in the canonical form: a header, then three bands of three rows, grouped by board. */
export function printState(state: TttState): string {
  const grid = Array.from({ length: SIDE }, () => Array<string>(SIDE).fill('.'));
  state.games.forEach((game, board) => {
    for (const [symbol, cells] of [['X', game.x] as const, ['O', game.o] as const]) {
      for (const cell of cells) {
        const { row, col } = gridPosition(board, cell);
        grid[row][col] = symbol;
      }
    }
  });
  const rows = grid.map((row) => [row.slice(0, 3), row.slice(3, 6), row.slice(6, 9)].map((g) => g.join('')).join(' '));
  const bands = [rows.slice(0, 3), rows.slice(3, 6), rows.slice(6, 9)].map((band) => band.join('\n'));
  const board = state.boardToPlayIn === null ? 'any' : String(state.boardToPlayIn);
  return `next: ${symbolToMove(state)}, board: ${board}\n${bands.join('\n\n')}\n`;
}

type Header = { next: Sym | undefined; board: number | null } | { error: string };

function readHeader(line: string): Header {
  let next: Sym | undefined;
  let board: number | null = null;
  for (const field of line.split(',')) {
    const match = /^\s*(\w+)\s*:\s*(\S+)\s*$/.exec(field);
    if (!match) return { error: `Cannot read the header field "${field.trim()}"` };
    const [, key, value] = match;
    if (key === 'next' && (value === 'X' || value === 'O')) next = value;
    else if (key === 'board' && value === 'any') board = null;
    else if (key === 'board' && /^[0-8]$/.test(value)) board = Number(value);
    else return { error: `Unknown header field "${key}: ${value}" (use next: X|O, board: 0..8|any)` };
  }
  return { next, board };
}

function inferNext(games: SmallBoard[]): Sym | null {
  const xs = games.reduce((sum, game) => sum + game.x.length, 0);
  const os = games.reduce((sum, game) => sum + game.o.length, 0);
  if (xs === os) return 'X';
  if (xs === os + 1) return 'O';
  return null;
}

function fail(error: string): NotationResult {
  return { ok: false, error };
}
