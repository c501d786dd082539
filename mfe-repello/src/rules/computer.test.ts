import { chooseHardAction } from '@tabletop/game-kit';
import { game, type RepelloAction } from './index';
import { scoringPushes } from './scoring-pushes';
import { PLAYERS, legal, matchOf, sketch } from './test-support/positions';

const repel = (id: string, direction: number) => ({ type: 'repel', id, direction }) as RepelloAction;

describe('the computer', () => {
  it('counts as scoring the pushes off the board of a neutral piece or an opponent’s stack with value', () => {
    const header = 'players: 3, turn: 1, round: 5, moved: yes\nstack 3: value 0';
    // Along the left edge, each with a black to push it off: a silver, stack 2, and stack 3, which has no value.
    const match = matchOf(
      sketch(header, {
        1: [[8, 10]],
        2: [[0, 5]],
        3: [[0, 8]],
        s: [[0, 2]],
        b: [
          [1, 2],
          [1, 5],
          [1, 8],
        ],
      }),
    );
    const pushes = legal(match);
    expect(pushes).toEqual([
      repel('repellers.10', 4),
      repel('repellers.11', 4),
      repel('repellers.12', 4),
      repel('repellers.13', 6),
      repel('repellers.14', 6),
      repel('repellers.15', 6),
    ]);
    expect(scoringPushes(match, PLAYERS[0].id, pushes)).toEqual([repel('repellers.10', 4), repel('repellers.12', 4)]);
  });

  it('Hard pushes a piece off for its points rather than putting it off or losing it', () => {
    // Late in a game Hard leads: pushing its stack away from the black on the edge throws the point away, and the
    // search, sure of the win either way, does that with these seeds unless scoring comes first.
    const header = 'players: 2, turn: 1, round: 14, moved: yes\nstack 1: value 2, points 7/2/0\nstack 2: value 3';
    const match = matchOf(
      sketch(header, {
        1: [[6, 11]],
        2: [[11, 6]],
        b: [
          [7, 10],
          [7, 12],
        ],
      }),
    );
    expect(legal(match)).toEqual([
      repel('repellers.9', 1),
      repel('repellers.9', 7),
      repel('repellers.11', 3),
      repel('repellers.12', 9),
    ]);
    for (const seed of ['a', 'b', 'c']) {
      expect(chooseHardAction(game, match, PLAYERS[0].id, { seed, maxIterations: 300 }).action).toEqual(
        repel('repellers.12', 9),
      );
    }
  });
});
