import type { NeutralColor, Square, StackColor } from './types';

/** The phone-keypad directions, shared with every grid game in game-kit, under the names these rules use. */
export {
  KEYPAD_DIRECTIONS as DIRECTIONS,
  KEYPAD_VECTORS as DIRECTION_VECTORS,
  isKeypadDirection as isDirection,
  oppositeDirection,
} from '@tabletop/game-kit';

/** The fixed board (RULES.md): 13×13 squares, coordinates 0..12, origin top-left, y down. */
export const BOARD_SIZE = 13;

/** value(x, y) = VALUE_GRID[y][x]. */
export const VALUE_GRID: readonly (readonly number[])[] = [
  [3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3],
  [5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5],
  [1, 2, 3, 4, 5, 6, 3, 2, 3, 4, 5, 6, 1],
  [4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4],
  [6, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6],
  [2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2],
  [4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4],
  [6, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6],
  [2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2],
  [5, 6, 5, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5],
  [1, 2, 3, 4, 5, 6, 3, 2, 3, 4, 5, 6, 1],
  [3, 4, 5, 6, 1, 2, 1, 4, 5, 6, 1, 2, 3],
  [5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5],
];

export function isOnBoard(x: number, y: number): boolean {
  return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && x < BOARD_SIZE && y >= 0 && y < BOARD_SIZE;
}

/** The printed value of a square (1..6), or 0 off the board. */
export function squareValue(x: number, y: number): number {
  return isOnBoard(x, y) ? VALUE_GRID[y][x] : 0;
}

/** The 24-square start ring: x or y is 3 or 9, the other within 3..9. Used for placement and re-entry. */
export function isGreenSquare(x: number, y: number): boolean {
  const inRing = (v: number) => v >= 3 && v <= 9;
  return inRing(x) && inRing(y) && (x === 3 || x === 9 || y === 3 || y === 9);
}

/** The green squares, row by row (y, then x), the order placements are listed in. */
export const GREEN_SQUARES: readonly Square[] = Array.from({ length: BOARD_SIZE * BOARD_SIZE }, (_, i) => ({
  x: i % BOARD_SIZE,
  y: Math.floor(i / BOARD_SIZE),
})).filter(({ x, y }) => isGreenSquare(x, y));

/** Stack colours by seat (seat 0 = the creator). */
export const SEAT_COLORS: readonly StackColor[] = ['darkred', 'blue', 'green', 'yellow'];

/** Repellers in a stack at the start: 15 / 12 / 10 for 2 / 3 / 4 players. */
export function stackSize(playerCount: number): number {
  if (playerCount <= 2) return 15;
  return playerCount === 3 ? 12 : 10;
}

/** Points per neutral piece, which is also the value it carries. */
export const NEUTRAL_VALUES: Readonly<Record<NeutralColor, number>> = { black: 1, silver: 3, gold: 5 };

/** The nine initial pieces in the order RULES.md lists them: their index in this list is their id index. */
export const INITIAL_PIECES: readonly (Square & { color: NeutralColor })[] = [
  { color: 'black', x: 1, y: 1 },
  { color: 'black', x: 11, y: 11 },
  { color: 'black', x: 1, y: 11 },
  { color: 'black', x: 11, y: 1 },
  { color: 'silver', x: 1, y: 6 },
  { color: 'silver', x: 11, y: 6 },
  { color: 'silver', x: 6, y: 1 },
  { color: 'silver', x: 6, y: 11 },
  { color: 'gold', x: 6, y: 6 },
];

/**
 * How a board may colour a square: the green start ring, and the start squares of the initial pieces — black
 * near the corners, silver near the edge midpoints, gold in the centre.
 */
export type SquareKind = 'green' | 'black-start' | 'silver-start' | 'gold-start' | 'plain';

export function squareKind(x: number, y: number): SquareKind {
  if (isGreenSquare(x, y)) return 'green';
  const start = INITIAL_PIECES.find((piece) => piece.x === x && piece.y === y);
  return start ? `${start.color}-start` : 'plain';
}
