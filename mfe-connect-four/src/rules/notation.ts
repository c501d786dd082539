import { COLUMNS, ROWS, winningFour } from './grid';
import type { C4State, Disc } from './types';

/*
 * A position as text, the language of the tests: six rows of seven cells, the top row first, each cell R (Red),
 * Y (Yellow) or '.' (empty); spaces are only for reading.
 *
 *   . . . . . . .
 *   . . . . . . .
 *   . . . . . . .
 *   . . . Y . . .
 *   . . . R Y . .
 *   . . R R Y . .
 *
 * Who moves next follows from the counts (Red moves first). Moves have a notation of their own: move-notation.ts.
 */

const CELLS: Record<string, Disc | null> = { R: 'R', Y: 'Y', '.': null };

export type NotationResult = { ok: true; state: C4State } | { ok: false; error: string };

/** Reads a position; never throws. Refuses discs floating over an empty cell and counts no game could reach. */
export function parseNotation(text: string): NotationResult {
  if (typeof text !== 'string') return fail('The notation must be a string');
  const rows = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ''))
    .filter((line) => line !== '');
  if (rows.length !== ROWS) return fail(`Expected ${ROWS} rows, found ${rows.length}`);
  const badRow = rows.findIndex((row) => row.length !== COLUMNS || [...row].some((char) => !(char in CELLS)));
  if (badRow !== -1) return fail(`Row ${badRow + 1} must hold ${COLUMNS} of R, Y or '.': "${rows[badRow]}"`);

  const columns: Disc[][] = [];
  for (let column = 0; column < COLUMNS; column++) {
    const discs: Disc[] = [];
    for (let row = 0; row < ROWS; row++) {
      const disc = CELLS[rows[ROWS - 1 - row][column]];
      if (disc && discs.length < row) return fail(`Column ${column + 1} has a disc floating over an empty cell`);
      if (disc) discs.push(disc);
    }
    columns.push(discs);
  }
  const state = { columns };
  const reds = columns.flat().filter((disc) => disc === 'R').length;
  const yellows = columns.flat().length - reds;
  if (reds !== yellows && reds !== yellows + 1) return fail(`Red has ${reds} discs and Yellow ${yellows}`);
  const four = winningFour(state);
  const lastMover: Disc = reds === yellows ? 'Y' : 'R';
  if (four && four.disc !== lastMover) return fail(`${four.disc} has four in a line, but ${lastMover} moved last`);
  return { ok: true, state };
}

/** Reads a position and throws on bad notation: for tests and fixtures written by hand. */
export function parseState(text: string): C4State {
  const result = parseNotation(text);
  if (!result.ok) throw new Error(`Bad Connect Four notation: ${result.error}`);
  return result.state;
}

/** Prints a position in the canonical form: six rows, the top one first, cells separated by spaces. */
export function printState(state: C4State): string {
  const lines: string[] = [];
  for (let row = ROWS - 1; row >= 0; row--) {
    lines.push(state.columns.map((column) => column[row] ?? '.').join(' '));
  }
  return `${lines.join('\n')}\n`;
}

function fail(error: string): NotationResult {
  return { ok: false, error };
}
