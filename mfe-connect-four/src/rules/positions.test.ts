import type { Match, Player } from '@tabletop/game-kit';
import { perft } from '@tabletop/game-kit/testing';
import { game, type C4State } from './index';

const PLAYERS: Player[] = [
  { id: 1, name: 'Rosa' },
  { id: 2, name: 'Yuri' },
];

/*
 * OEIS A212693, "Number of legal 7 X 6 Connect-Four positions after n plies" (John Tromp, 2012;
 * https://oeis.org/A212693): distinct positions, a finished game not played on. Counted here through the public
 * legalActions and apply, one ply at a time, with positions told apart by their state.
 */
const A212693 = [1, 7, 49, 238, 1120, 4263, 16422, 54859, 184275];

/** The distinct positions after each ply up to `depth`, as counts. */
function positionsByPly(depth: number): number[] {
  let layer = new Map<string, Match<C4State>>([['start', game.setup(PLAYERS)]]);
  const counts = [layer.size];
  for (let ply = 1; ply <= depth; ply++) {
    const next = new Map<string, Match<C4State>>();
    for (const match of layer.values()) {
      if (match.gameOver || !match.player) continue;
      for (const action of game.legalActions(match, match.player.id)) {
        const result = game.apply(match, match.player.id, action);
        if (!result.ok) throw new Error(`listed action ${JSON.stringify(action)} refused: ${result.error.message}`);
        next.set(JSON.stringify(result.match.state.columns), result.match);
      }
    }
    layer = next;
    counts.push(layer.size);
  }
  return counts;
}

describe('counts of positions', () => {
  it(`match OEIS A212693 for plies 0 to ${A212693.length - 1} (the first wins come at ply 7)`, () => {
    expect(positionsByPly(A212693.length - 1)).toEqual(A212693);
  });

  // No column fills before ply 6, so every sequence of up to six drops is legal: 7^n. (Depth 7 gives 7^7 - 7 =
  // 823536, the seven sequences that filled one column losing a move; it passes but takes seconds more.)
  it.each([
    [1, 7],
    [2, 49],
    [3, 343],
    [4, 2401],
    [5, 16807],
    [6, 117649],
  ])('perft(%i) from the start is %i', (depth, leaves) => {
    expect(perft(game, game.setup(PLAYERS), depth)).toBe(leaves);
  });
});
