import { readTaggedAction } from '@tabletop/game-kit';
import { isDirection, isOnBoard } from './squares';
import type { RepelloAction } from './types';

const SHAPES: Record<string, readonly string[]> = {
  place: ['x', 'y'],
  move: ['direction'],
  repel: ['id', 'direction'],
  pass: [],
};

/**
 * Reads an untrusted action. It accepts exactly the values that can equal a listed action as plain JSON
 * (game-kit's sameJson): an object whose own keys, ignoring undefined values, are `type` and that type's fields,
 * with coordinates that are integers 0..12, a keypad direction and a string id. Returns a fresh action, or null
 * for anything else. Never throws, even on hostile getters or proxies.
 */
export function readAction(action: unknown): RepelloAction | null {
  return readTaggedAction(action, SHAPES, build);
}

function build(type: string, fields: Record<string, unknown>): RepelloAction | null {
  const { x, y, direction, id } = fields;
  if (type === 'pass') return { type };
  if (type === 'place') {
    if (typeof x !== 'number' || typeof y !== 'number' || !isOnBoard(x, y)) return null;
    // `+ 0` turns -0 (equal to 0 as JSON) into 0, so it is stored as the same number.
    return { type, x: x + 0, y: y + 0 };
  }
  if (!isDirection(direction)) return null;
  if (type === 'move') return { type, direction };
  return typeof id === 'string' ? { type: 'repel', id, direction } : null;
}
