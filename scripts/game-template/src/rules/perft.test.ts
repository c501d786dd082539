import type { Player } from '@tabletop/game-kit';
import { perft } from '@tabletop/game-kit/testing';
import { TARGET, game, matchAt } from './index';

const PLAYERS: Player[] = [
  { id: 1, name: 'Alice' },
  { id: 2, name: 'Bob' },
];

/**
 * The same counts by arithmetic, independently of the rules: a game is a sequence of steps 1–3 summing to 21, so
 * there are as many as compositions of 21 into parts 1, 2 and 3 (the tribonacci numbers, OEIS A000073 shifted).
 */
function compositions(total: number): number {
  const ways = [1];
  for (let n = 1; n <= total; n++) ways[n] = (ways[n - 1] ?? 0) + (ways[n - 2] ?? 0) + (ways[n - 3] ?? 0);
  return ways[total];
}

describe('perft', () => {
  const start = game.setup(PLAYERS);

  it('counts 3^depth positions while no total can reach 21 (depths 1 to 6)', () => {
    expect([1, 2, 3, 4, 5, 6].map((depth) => perft(game, start, depth))).toEqual([3, 9, 27, 81, 243, 729]);
  });

  it('plays every complete game from 7: as many as compositions of the 14 left into 1, 2 and 3', () => {
    // Every step adds at least 1, so no game from 7 lasts more than 14 steps: a perft that deep counts finished games.
    expect(perft(game, matchAt(PLAYERS, 'total: 7, next: B'), TARGET - 7)).toBe(compositions(TARGET - 7));
    expect(compositions(TARGET - 7)).toBe(3136);
  });
});
