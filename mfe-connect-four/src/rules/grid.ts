import type { C4State, Cell, Disc } from './types';

export const COLUMNS = 7;
export const ROWS = 6;
export const CONNECT = 4;

/** Seat 0 plays Red and moves first; seat 1 plays Yellow. */
export const SEAT_DISCS: readonly Disc[] = ['R', 'Y'];

export function initialState(): C4State {
  return { columns: Array.from({ length: COLUMNS }, () => []) };
}

export function otherDisc(disc: Disc): Disc {
  return disc === 'R' ? 'Y' : 'R';
}

export function discCount(state: C4State): number {
  return state.columns.reduce((sum, column) => sum + column.length, 0);
}

/** The colour of the next disc: Red on even plies, Yellow on odd ones. */
export function discToMove(state: C4State): Disc {
  return discCount(state) % 2 === 0 ? 'R' : 'Y';
}

/** The disc in a cell, or null when it is empty or off the grid. */
export function discAt(state: C4State, { column, row }: Cell): Disc | null {
  return state.columns[column]?.[row] ?? null;
}

/** How many more discs a column takes. */
export function freeCells(state: C4State, column: number): number {
  return ROWS - (state.columns[column]?.length ?? ROWS);
}

export function isFull(state: C4State): boolean {
  return state.columns.every((column) => column.length >= ROWS);
}

/** The four directions a line can run in: across, up, and both diagonals. */
const DIRECTIONS: readonly Cell[] = [
  { column: 1, row: 0 },
  { column: 0, row: 1 },
  { column: 1, row: 1 },
  { column: 1, row: -1 },
];

/**
 * Every run of four cells in a line on the grid (69 of them: 24 across, 21 up, 12 on each diagonal), each listed
 * from its first cell along its direction.
 */
export const FOURS: readonly (readonly Cell[])[] = (() => {
  const fours: Cell[][] = [];
  for (const step of DIRECTIONS) {
    for (let column = 0; column < COLUMNS; column++) {
      for (let row = 0; row < ROWS; row++) {
        const cells = Array.from({ length: CONNECT }, (_, i) => ({
          column: column + i * step.column,
          row: row + i * step.row,
        }));
        if (cells.every((cell) => onGrid(cell))) fours.push(cells);
      }
    }
  }
  return fours;
})();

/** The fours through each cell, indexed [column][row]: a new disc can only complete one of those through it. */
const FOURS_THROUGH: readonly (readonly (readonly Cell[])[])[][] = Array.from({ length: COLUMNS }, (_, column) =>
  Array.from({ length: ROWS }, (_, row) =>
    FOURS.filter((four) => four.some((cell) => cell.column === column && cell.row === row)),
  ),
);

/** Whether the disc in `cell` is part of a four of its colour. */
export function completesFour(state: C4State, cell: Cell): boolean {
  const disc = discAt(state, cell);
  if (!disc) return false;
  return FOURS_THROUGH[cell.column][cell.row].some((four) => four.every((other) => discAt(state, other) === disc));
}

function onGrid({ column, row }: Cell): boolean {
  return column >= 0 && column < COLUMNS && row >= 0 && row < ROWS;
}

/** The first four in a line of one colour, or null: at most one colour can have one, as the game stops at the first. */
export function winningFour(state: C4State): { disc: Disc; cells: readonly Cell[] } | null {
  for (const cells of FOURS) {
    const disc = discAt(state, cells[0]);
    if (disc && cells.every((cell) => discAt(state, cell) === disc)) return { disc, cells };
  }
  return null;
}

/**
 * Every cell that belongs to some four of one colour: a last disc can complete two lines at once, and the board
 * highlights them all.
 */
export function winningCells(state: C4State): Cell[] {
  const cells: Cell[] = [];
  for (const four of FOURS) {
    const disc = discAt(state, four[0]);
    if (!disc || !four.every((cell) => discAt(state, cell) === disc)) continue;
    for (const cell of four) {
      if (!cells.some((known) => known.column === cell.column && known.row === cell.row)) cells.push(cell);
    }
  }
  return cells;
}
