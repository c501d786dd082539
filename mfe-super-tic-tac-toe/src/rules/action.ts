import { BOARD_COUNT, CELL_COUNT } from './state';
import type { TttAction } from './types';

/**
 * Reads an untrusted action. It accepts exactly the values that equal some `{ board, cell }` as plain JSON
 * (game-kit's sameJson): an object whose own keys, ignoring undefined values, are `board` and `cell`, both
 * integers in 0..8. Returns a fresh action, or null for anything else. Never throws, even on hostile getters.
 */
export function readAction(action: unknown): TttAction | null {
  try {
    if (typeof action !== 'object' || action === null || Array.isArray(action)) return null;
    const record = action as Record<string, unknown>;
    let board: unknown;
    let cell: unknown;
    for (const key of Object.keys(record)) {
      const value = record[key];
      if (value === undefined) continue;
      if (key === 'board') board = value;
      else if (key === 'cell') cell = value;
      else return null;
    }
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
