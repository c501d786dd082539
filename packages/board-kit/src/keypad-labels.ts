import type { KeypadDirection } from '@tabletop/game-kit';

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

export const DIRECTION_ARROWS: Readonly<Record<KeypadDirection, string>> = {
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
export const KEYPAD: readonly (KeypadDirection | null)[] = [1, 2, 3, 4, null, 6, 7, 8, 9];
