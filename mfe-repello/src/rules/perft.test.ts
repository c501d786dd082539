import { perft } from '@tabletop/game-kit/testing';
import { GREEN_SQUARES, game, type Square } from './index';
import { PLAYERS, legal, matchOf, sketch } from './test-support/positions';

describe('legal-action counts', () => {
  // Depth 1 and 2 by hand: 24 green squares; a stack on a ring corner or mid-side square rules out 3 of them
  // (16 squares), one beside a ring corner also that corner's other neighbour, 4 (8 squares): 16×21 + 8×20.
  it.each([
    [2, 1, 24],
    [2, 2, 16 * 21 + 8 * 20],
    // Regression: the first moves after both placements, bounces and blocked paths included.
    [2, 3, 3103],
    // Three placements: the ordered triples of pairwise non-adjacent green squares (checked below).
    [3, 3, 8664],
    [4, 3, 8664],
  ])('with %i players, perft(%i) from the start is %i', (players, depth, leaves) => {
    expect(perft(game, game.setup(PLAYERS.slice(0, players)), depth)).toBe(leaves);
  });

  it('counts three placements as the ordered triples of pairwise non-adjacent green squares', () => {
    const apart = (a: Square, b: Square) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) > 1;
    let triples = 0;
    for (const a of GREEN_SQUARES) {
      for (const b of GREEN_SQUARES) {
        for (const c of GREEN_SQUARES) if (apart(a, b) && apart(a, c) && apart(b, c)) triples++;
      }
    }
    expect(triples).toBe(8664);
  });

  const OPEN = 'players: 2, turn: 1, round: 2, moved: no';
  it.each([
    ['the start', 'players: 2, turn: 1, round: 1', { b: [[1, 1]] }, 24],
    ['a stack in the open moves in all 8 directions', OPEN, { 1: [[6, 6]], 2: [[12, 12]] }, 8],
    ['a stack on an edge cannot start off it', OPEN, { 1: [[6, 0]], 2: [[12, 12]] }, 5],
    [
      'a boxed stack can only pass',
      OPEN,
      {
        1: [[0, 0]],
        2: [[9, 9]],
        b: [
          [1, 0],
          [0, 1],
          [1, 1],
        ],
      },
      1,
    ],
    [
      'a stack that just landed between two pieces',
      OPEN.replace('no', 'yes'),
      {
        1: [[6, 6]],
        2: [[12, 12]],
        b: [
          [5, 6],
          [7, 7],
        ],
      },
      4,
    ],
    [
      'a line of three: the ends go outwards, the middle is stuck',
      OPEN.replace('no', 'yes'),
      {
        1: [[6, 6]],
        2: [[12, 12]],
        b: [
          [5, 6],
          [7, 6],
        ],
      },
      2,
    ],
  ] as const)('%s', (_name, header, pieces, count) => {
    expect(legal(matchOf(sketch(header, pieces)))).toHaveLength(count);
  });
});
