import type { RepellerColor, SquareKind, StackColor } from '../rules';

/** The stacks' colours by seat: dark red, blue, green, yellow, with a text colour readable on each. */
export const STACK_PAINT: Readonly<Record<StackColor, { fill: string; rim: string; text: string; name: string }>> = {
  darkred: { fill: '#9b1c1c', rim: '#5c0d0d', text: '#fff5f5', name: 'dark red' },
  blue: { fill: '#1f5fc4', rim: '#0f3375', text: '#f2f7ff', name: 'blue' },
  green: { fill: '#2e8b3e', rim: '#175223', text: '#f2fff4', name: 'green' },
  yellow: { fill: '#f2c300', rim: '#9a7a00', text: '#2b2100', name: 'yellow' },
};

/** Neutral pieces are glossy discs; a stack gets the same light from the top left over its flat colour. */
export const PIECE_BACKGROUND: Readonly<Record<RepellerColor, string>> = {
  black: 'radial-gradient(circle at 35% 30%, #6d6d6d 0%, #262626 45%, #050505 100%)',
  silver: 'radial-gradient(circle at 35% 30%, #ffffff 0%, #cfd4db 40%, #8a939e 100%)',
  gold: 'radial-gradient(circle at 35% 30%, #fff4c2 0%, #f0bf2e 42%, #a87708 100%)',
  darkred: `radial-gradient(circle at 35% 30%, #d2504f 0%, ${STACK_PAINT.darkred.fill} 50%, ${STACK_PAINT.darkred.rim} 100%)`,
  blue: `radial-gradient(circle at 35% 30%, #5b93ea 0%, ${STACK_PAINT.blue.fill} 50%, ${STACK_PAINT.blue.rim} 100%)`,
  green: `radial-gradient(circle at 35% 30%, #6cc47a 0%, ${STACK_PAINT.green.fill} 50%, ${STACK_PAINT.green.rim} 100%)`,
  yellow: `radial-gradient(circle at 35% 30%, #fff1a6 0%, ${STACK_PAINT.yellow.fill} 50%, ${STACK_PAINT.yellow.rim} 100%)`,
};

/** The printed board: parchment squares, the green start ring, and the neutral pieces' start squares. */
export const SQUARE_PAINT: Readonly<Record<SquareKind | 'plain-dark', { fill: string; text: string }>> = {
  plain: { fill: '#f1e7d0', text: '#6b5536' },
  'plain-dark': { fill: '#e7d9ba', text: '#6b5536' },
  green: { fill: '#9fd49a', text: '#1f5226' },
  'black-start': { fill: '#3b3b3b', text: '#f2f2f2' },
  'silver-start': { fill: '#c3c9d1', text: '#3a4350' },
  'gold-start': { fill: '#e9c65a', text: '#5a4100' },
};

/** Highlights: where the viewer may act, what they picked, and a refused click. */
export const HIGHLIGHT = {
  target: '#00bfa5',
  pushable: '#ffb300',
  selected: '#ffffff',
  refused: '#e53935',
};
