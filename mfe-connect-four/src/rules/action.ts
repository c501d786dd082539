import { hasExactKeys, ownFields } from '@tabletop/game-kit';
import { COLUMNS } from './grid';
import type { C4Action } from './types';

/**
 * Reads an untrusted action. It accepts exactly the values that equal some `{ column }` as plain JSON (game-kit's
 * sameJson): an object whose one own key, ignoring undefined values, is `column`, an integer in 0..6. Returns a fresh
 * action, or null for anything else. Never throws, even on hostile getters.
 */
export function readAction(action: unknown): C4Action | null {
  try {
    const fields = ownFields(action);
    if (!fields || !hasExactKeys(fields, ['column'])) return null;
    const { column } = fields;
    if (typeof column !== 'number' || !Number.isInteger(column) || column < 0 || column >= COLUMNS) return null;
    // `+ 0` turns -0 (equal to 0 as JSON) into 0, so it is stored as the same number.
    return { column: column + 0 };
  } catch {
    return null;
  }
}
