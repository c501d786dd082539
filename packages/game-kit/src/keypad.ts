/**
 * Directions as on a phone keypad, y pointing down: 1 up-left, 2 up, 3 up-right, 4 left, 6 right, 7 down-left,
 * 8 down, 9 down-right (5, the centre, is no direction). Shared by every game on a square grid.
 */
export type KeypadDirection = 1 | 2 | 3 | 4 | 6 | 7 | 8 | 9;

/** The directions in keypad order, the order every list of directions is sorted in. */
export const KEYPAD_DIRECTIONS: readonly KeypadDirection[] = [1, 2, 3, 4, 6, 7, 8, 9];

/** One step in each direction, y pointing down. */
export const KEYPAD_VECTORS: Readonly<Record<KeypadDirection, { dx: number; dy: number }>> = {
  1: { dx: -1, dy: -1 },
  2: { dx: 0, dy: -1 },
  3: { dx: 1, dy: -1 },
  4: { dx: -1, dy: 0 },
  6: { dx: 1, dy: 0 },
  7: { dx: -1, dy: 1 },
  8: { dx: 0, dy: 1 },
  9: { dx: 1, dy: 1 },
};

export function isKeypadDirection(value: unknown): value is KeypadDirection {
  return typeof value === 'number' && (KEYPAD_DIRECTIONS as readonly number[]).includes(value);
}

/** The direction pointing the other way: opposite keys of the keypad add up to 10. */
export function oppositeDirection(direction: KeypadDirection): KeypadDirection {
  return (10 - direction) as KeypadDirection;
}

/** An arrow for each direction, for move notations (`↗` is 3, up-right). */
export const KEYPAD_ARROWS: Readonly<Record<KeypadDirection, string>> = {
  1: '↖',
  2: '↑',
  3: '↗',
  4: '←',
  6: '→',
  7: '↙',
  8: '↓',
  9: '↘',
};
