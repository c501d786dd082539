import { hasExactKeys, ownFields } from '@tabletop/game-kit';
import { BOARD_COUNT, CELL_COUNT } from './state';
import type { TttAction } from './types';

/**
 * Reads an untrusted action. It accepts exactly the values that equal some `{ board, cell }` as plain JSON
 * (game-kit's sameJson): an object whose own keys, ignoring undefined values, are `board` and `cell`, both
 * integers in 0..8. Returns a fresh action, or null for anything else. Never throws, even on hostile getters.
 */
export function readAction(action: unknown): TttAction | null {
  try {
    const fields = ownFields(action);
    if (!fields || !hasExactKeys(fields, ['board', 'cell'])) return null;
    const { board, cell } = fields;
    if (!isIndex(board, BOARD_COUNT) || !isIndex(cell, CELL_COUNT)) return null;
    // `+ 0` turns -0 (equal to 0 as JSON) into 0, so it is stored as the same number.
    return { board: board + 0, cell: cell + 0 };
  } catch {
    return null;
  }
}

function isIndex(value: unknown, count: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < count;
}
