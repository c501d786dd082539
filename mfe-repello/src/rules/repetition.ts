import { DIRECTION_VECTORS, SEAT_COLORS, isOnBoard } from './squares';
import { isOnTheBoard } from './state';
import type { Direction, Repeller, RepelloState } from './types';

const COORDINATE_LETTERS = 'abcdefghijklm';
const PIECE_KEY_LENGTH = 3;

/**
 * A position's key, what the board shows: each piece on the board in reading order (row by row), as its row and
 * column letters (a–m for 0–12) and its kind as the notation writes it (`b`, `s`, `g`, or a stack's seat 1–4).
 */
export function positionKey(repellers: readonly Repeller[]): string {
  return repellers
    .filter(isOnTheBoard)
    .map((piece) => COORDINATE_LETTERS[piece.y] + COORDINATE_LETTERS[piece.x] + kindLetter(piece))
    .sort()
    .join('');
}

function kindLetter(piece: Repeller): string {
  const seat = SEAT_COLORS.indexOf(piece.color as (typeof SEAT_COLORS)[number]);
  return seat === -1 ? piece.color.charAt(0) : String(seat + 1);
}

/** Whether `key` could be the key of a position with `pieces` pieces on the board. */
export function isPositionKey(key: string, pieces: number): boolean {
  return key.length === PIECE_KEY_LENGTH * pieces && /^([a-m]{2}[bsg1-4])*$/.test(key);
}

/** Whether pushing `piece` one square in `direction` would return the board to a position reached this turn. */
export function repeatsPosition(state: RepelloState, piece: Repeller, direction: Direction): boolean {
  if (!state.reached || !isOnTheBoard(piece)) return false;
  const { dx, dy } = DIRECTION_VECTORS[direction];
  const x = piece.x + dx;
  const y = piece.y + dy;
  // A piece pushed off leaves fewer pieces on the board than any position before it in the turn.
  if (!isOnBoard(x, y)) return false;
  const after = state.repellers.map((other) => (other === piece ? { ...other, x, y } : other));
  return state.reached.includes(positionKey(after));
}

/**
 * The positions a turn may not return to after a push from `before` to `after`: the earlier ones and `before`. No
 * piece joins the board during a turn's repels, so once one has left, none of them can come back: the list starts
 * again (none).
 */
export function reachedAfterPush(before: RepelloState, after: readonly Repeller[]): string[] | undefined {
  const onBoard = (pieces: readonly Repeller[]) => pieces.filter(isOnTheBoard).length;
  if (onBoard(after) < onBoard(before.repellers)) return undefined;
  return [...(before.reached ?? []), positionKey(before.repellers)];
}
