import type { Direction } from '../rules';

/** How a direction reads in a button's name: `Shoot up-right`, `Shoot left`. */
export const DIRECTION_NAMES: Readonly<Record<Direction, string>> = {
  1: 'up-left',
  2: 'up',
  3: 'up-right',
  4: 'left',
  6: 'right',
  7: 'down-left',
  8: 'down',
  9: 'down-right',
};

export const DIRECTION_ARROWS: Readonly<Record<Direction, string>> = {
  1: '↖',
  2: '↑',
  3: '↗',
  4: '←',
  6: '→',
  7: '↙',
  8: '↓',
  9: '↘',
};

/** The keypad as it is laid out on screen, row by row; null is the middle key. */
export const KEYPAD: readonly (Direction | null)[] = [1, 2, 3, 4, null, 6, 7, 8, 9];
