import { KEYPAD_ARROWS, type KeypadDirection } from '@tabletop/game-kit';

/** How a keypad direction reads in a button's name: `Move up-right`, `Push left`, `Shoot down`. */
export const DIRECTION_NAMES: Readonly<Record<KeypadDirection, string>> = {
  1: 'up-left',
  2: 'up',
  3: 'up-right',
  4: 'left',
  6: 'right',
  7: 'down-left',
  8: 'down',
  9: 'down-right',
};

/** The arrow on each key: the same arrows the games' move notations write. */
export const DIRECTION_ARROWS = KEYPAD_ARROWS;

/** The keypad as it is laid out on screen, row by row; null is the middle key. */
export const KEYPAD: readonly (KeypadDirection | null)[] = [1, 2, 3, 4, null, 6, 7, 8, 9];
