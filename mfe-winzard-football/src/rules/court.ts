import { squareName } from '@tabletop/game-kit';
import type { Character, Face, Icon, Pawn, Side } from './types';

/** The phone-keypad directions, shared with every grid game in game-kit, under the names these rules use. */
export {
  KEYPAD_DIRECTIONS as DIRECTIONS,
  KEYPAD_VECTORS as DIRECTION_VECTORS,
  isKeypadDirection as isDirection,
} from '@tabletop/game-kit';

/** The court (RULES.md): 8 columns (x 0..7) × 6 rows (y 0..5), origin top-left, cell index = y × 8 + x. */
export const COURT_WIDTH = 8;
export const COURT_HEIGHT = 6;
export const CELL_COUNT = COURT_WIDTH * COURT_HEIGHT;

export interface Point {
  x: number;
  y: number;
}

export function isOnCourt(x: number, y: number): boolean {
  return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && x < COURT_WIDTH && y >= 0 && y < COURT_HEIGHT;
}

export function isCellIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < CELL_COUNT;
}

export function cellIndex(x: number, y: number): number {
  return y * COURT_WIDTH + x;
}

export function cellPoint(cell: number): Point {
  return { x: cell % COURT_WIDTH, y: Math.floor(cell / COURT_WIDTH) };
}

/** A cell as players read it, in the move list, the refusals and the cells' descriptions: `c2`. */
export function cellName(cell: number): string {
  const { x, y } = cellPoint(cell);
  return squareName(x, y);
}

/** Chebyshev distance (king steps) between two cells: how every reach is measured. */
export function distance(a: number, b: number): number {
  const dx = Math.abs((a % COURT_WIDTH) - (b % COURT_WIDTH));
  const dy = Math.abs(Math.floor(a / COURT_WIDTH) - Math.floor(b / COURT_WIDTH));
  return Math.max(dx, dy);
}

/** The widest range anything reaches: a pass from a Powerfull card, 2 × 3. */
const MAX_RANGE = 6;

/** WITHIN[range][cell]: the cells within `range` king steps, computed once since the legal-action lists use them a lot. */
const WITHIN: readonly (readonly (readonly number[])[])[] = Array.from({ length: MAX_RANGE + 1 }, (_, range) =>
  Array.from({ length: CELL_COUNT }, (_, cell) =>
    [...Array(CELL_COUNT).keys()].filter((other) => other !== cell && distance(cell, other) <= range),
  ),
);

/** The cells within `range` king steps of `cell`, the cell itself left out, in index order. */
export function cellsWithin(cell: number, range: number): readonly number[] {
  return WITHIN[Math.min(Math.max(range, 0), MAX_RANGE)][cell] ?? [];
}

/** Card face: Sad ≤ 3, Average 4–8, Powerfull ≥ 9 (spelt as the players know it, RULES.md). */
export function faceOf(value: number): Face {
  if (value <= 3) return 'Sad';
  return value >= 9 ? 'Powerfull' : 'Average';
}

/** Reach R of a card, the one place it is defined: 1 / 2 / 3 for Sad / Average / Powerfull. */
export function reachOf(value: number): number {
  return { Sad: 1, Average: 2, Powerfull: 3 }[faceOf(value)];
}

/** The art file of a card, `{Character}-{Face}.png`, e.g. `Zapp-Powerfull.png`. */
export function cardArt(character: Character, value: number): string {
  return `${character}-${faceOf(value)}.png`;
}

/** Each side's fixed cells (RULES.md), the one place they are defined. Ball zones hold the Blaze cards. */
export const ZONES: Readonly<Record<Side, { ball: readonly number[]; keeper: readonly number[] }>> = {
  left: { ball: [cellIndex(3, 2), cellIndex(3, 3)], keeper: [cellIndex(0, 2), cellIndex(0, 3)] },
  right: { ball: [cellIndex(4, 2), cellIndex(4, 3)], keeper: [cellIndex(7, 2), cellIndex(7, 3)] },
};

/** The rows of the goal mouths, beyond the outer columns: a ball stepping to x −1 or 8 on these rows is in goal. */
export const GOAL_ROWS: readonly number[] = [2, 3];

/** The side whose goal lies beyond an end edge: the left player defends the west edge. */
export function goalMouthAt(x: number, y: number): Side | null {
  if (!GOAL_ROWS.includes(y)) return null;
  if (x === -1) return 'left';
  return x === COURT_WIDTH ? 'right' : null;
}

/** The half a cell lies in: x 0..3 left, 4..7 right. */
export function halfOf(cell: number): Side {
  return cell % COURT_WIDTH < COURT_WIDTH / 2 ? 'left' : 'right';
}

export function otherSide(side: Side): Side {
  return side === 'left' ? 'right' : 'left';
}

/** The characters a side controls: its first one's pawn is the goalkeeper, its second one's the field pawn. */
export const CHARACTERS: Readonly<Record<Side, readonly [Character, Character]>> = {
  left: ['Zurf', 'Zapp'],
  right: ['Frozt', 'Rootz'],
};

export const PAWNS: Readonly<Record<Side, { keeper: Pawn; field: Pawn }>> = {
  left: { keeper: 'ZURF', field: 'ZAPP' },
  right: { keeper: 'FROZT', field: 'ROOTZ' },
};

export const ALL_PAWNS: readonly Pawn[] = ['ZURF', 'ZAPP', 'FROZT', 'ROOTZ'];

export function isPawn(icon: Icon | undefined): icon is Pawn {
  return icon !== undefined && icon !== 'FOOTBALL';
}

export function isKeeper(icon: Icon | undefined): boolean {
  return icon === PAWNS.left.keeper || icon === PAWNS.right.keeper;
}

/** The side that owns a pawn. */
export function pawnSide(pawn: Pawn): Side {
  return pawn === 'ZURF' || pawn === 'ZAPP' ? 'left' : 'right';
}
