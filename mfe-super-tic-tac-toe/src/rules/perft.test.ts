import type { Player } from '@tabletop/game-kit';
import { perft } from '@tabletop/game-kit/testing';
import { game, matchFromState, parseState } from './index';

const PLAYERS: Player[] = [
  { id: 1, name: 'Alice' },
  { id: 2, name: 'Bob' },
];

function countFrom(position: string): number {
  const match = matchFromState(PLAYERS, parseState(position));
  return match.player ? game.legalActions(match, match.player.id).length : 0;
}

const EMPTY_BAND = `
  ... ... ...
  ... ... ...
  ... ... ...`;

describe('legal-action counts', () => {
  // Nothing can be won or cleared within the first five plies, so these equal the published
  // Ultimate Tic-Tac-Toe perft numbers.
  it.each([
    [1, 81],
    [2, 720],
    [3, 6336],
    [4, 55080],
    [5, 473256],
  ])('perft(%i) from the start is %i', (depth, leaves) => {
    expect(perft(game, game.setup(PLAYERS), depth)).toBe(leaves);
  });

  it.each([
    ['the start has 81', `next: X ${EMPTY_BAND} ${EMPTY_BAND} ${EMPTY_BAND}`, 81],
    [
      'after X in the centre of the centre, O is forced back into it: 8',
      `next: O, board: 4 ${EMPTY_BAND} \n ... ... ... \n ... .X. ... \n ... ... ... ${EMPTY_BAND}`,
      8,
    ],
    [
      'after X sent O to an empty board: 9',
      `next: O, board: 2 ${EMPTY_BAND} \n ... ..X ... \n ... ... ... \n ... ... ... ${EMPTY_BAND}`,
      9,
    ],
    [
      'a free choice skips the won board: 71',
      `next: X, board: any
       XXX ... ...
       OO. ... ...
       ... ... ...
       ${EMPTY_BAND}
       ... ... ...
       ... ... ...
       ... ..O ...`,
      81 - 9 - 1,
    ],
    [
      'forced into a board with one empty cell: 1',
      `next: X, board: 4 ${EMPTY_BAND}
       ... XOX ...
       ... X.O ...
       ... OXO ...
       ${EMPTY_BAND}`,
      1,
    ],
    [
      'a finished game: 0',
      `next: O, board: any
       XXX XXX XXX
       OO. OO. OO.
       ... ... ...
       ${EMPTY_BAND} ${EMPTY_BAND}`,
      0,
    ],
  ] as const)('%s', (_name, position, count) => {
    expect(countFrom(position)).toBe(count);
  });

  it('lists actions in ascending board then cell order', () => {
    const match = matchFromState(
      PLAYERS,
      parseState(`next: X, board: any
        X.. ... ...
        ... ... ...
        ... ... O..
        ${EMPTY_BAND} ${EMPTY_BAND}`),
    );
    const actions = game.legalActions(match, PLAYERS[0].id);
    const keys = actions.map(({ board, cell }) => board * 9 + cell);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
    expect(actions[0]).toEqual({ board: 0, cell: 1 });
    expect(actions).toHaveLength(79);
    expect(actions.every((action) => Object.keys(action).join() === 'board,cell')).toBe(true);
  });
});
