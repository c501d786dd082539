import { readTaggedAction } from '@tabletop/game-kit';
import { isCellIndex, isDirection } from './court';
import type { WinzardAction } from './types';

const SHAPES: Record<string, readonly string[]> = {
  placeBall: ['cell'],
  placeKeeper: ['cell'],
  move: ['from', 'to'],
  swap: ['from', 'to'],
  tackle: ['from', 'to'],
  draw: [],
  skipDraw: [],
  shoot: ['from', 'direction'],
  pass: ['from', 'to'],
  skipShot: [],
};

/** The action types, in the order RULES.md describes them. */
export const ACTION_TYPES = Object.keys(SHAPES) as WinzardAction['type'][];

/**
 * Reads an untrusted action. It accepts exactly the values that can equal a listed action as plain JSON (game-kit's
 * sameJson): an object whose own keys, ignoring undefined values, are `type` and that type's fields, cells being
 * integers 0..47 and directions keypad digits. Returns a fresh action, or null for anything else. Never throws,
 * even on hostile getters or proxies.
 */
export function readAction(action: unknown): WinzardAction | null {
  return readTaggedAction(action, SHAPES, (type, fields) => build(type as WinzardAction['type'], fields));
}

function build(type: WinzardAction['type'], fields: Record<string, unknown>): WinzardAction | null {
  // `+ 0` turns -0 (equal to 0 as JSON) into 0, so it is stored as the same number.
  const cell = (name: string) => (isCellIndex(fields[name]) ? (fields[name] as number) + 0 : null);
  switch (type) {
    case 'draw':
    case 'skipDraw':
    case 'skipShot':
      return { type };
    case 'placeBall':
    case 'placeKeeper': {
      const at = cell('cell');
      return at === null ? null : { type, cell: at };
    }
    case 'shoot': {
      const from = cell('from');
      return from === null || !isDirection(fields.direction) ? null : { type, from, direction: fields.direction };
    }
    default: {
      const from = cell('from');
      const to = cell('to');
      return from === null || to === null ? null : { type, from, to };
    }
  }
}
