import type { Match } from '@tabletop/game-kit';
import { perft } from '@tabletop/game-kit/testing';
import { game, type WinzardState } from './index';
import { PLAYERS, legal, matchOf } from './test-support/matches';

const countByType = (match: Match<WinzardState>) =>
  legal(match).reduce<Record<string, number>>((counts, action) => {
    counts[action.type] = (counts[action.type] ?? 0) + 1;
    return counts;
  }, {});

describe('legal-action counts', () => {
  const start = game.setup(PLAYERS, 'perft');

  // By hand: 2 ball cells, then 2 goalkeeper cells for each player.
  it.each([
    [1, 2],
    [2, 4],
    [3, 8],
  ])('the kick-off has perft(%i) = %i', (depth, leaves) => {
    expect(perft(game, start, depth)).toBe(leaves);
  });

  it('pins the first action of round 2 for this seed (regression)', () => {
    expect(perft(game, start, 4)).toBe(PERFT_4);
  });

  // Every card a Sad filler (reach 1). Left: ZURF in the top-left corner, ZAPP in the bottom-left corner beside the
  // ball. Right: FROZT and ROOTZ in the right corners.
  const CORNERS = { 0: '.z', 40: '.a', 41: '.*', 7: '.f', 47: '.r' };

  it('counts a position by hand for the player in possession: moves and swaps, no tackle', () => {
    // Moves: ZURF 3 neighbours, ZAPP 2 (the ball takes the third). Swaps: the left half is a 4×6 king graph of 68
    // edges; the icons on 0, 40 and 41 touch 3 + 3 + 5 − 1 of them: 58 edges, each swappable both ways.
    expect(countByType(matchOf('round: 2', CORNERS))).toEqual({ move: 5, swap: 116 });
  });

  it('counts the same position for the other player: tackles only when within reach', () => {
    // Moves: 3 + 3 in the corners; swaps: 68 − 3 − 3 edges, both ways; the ball is 6 cells from ROOTZ.
    expect(countByType(matchOf('round: 2, turn: right', CORNERS))).toEqual({ move: 6, swap: 124 });
    // ROOTZ on a Powerfull card four cells from the ball: still out of reach; three cells: 3 tackles from its corner.
    expect(countByType(matchOf('round: 2, turn: right', { ...CORNERS, 47: 'R9r', 41: '.', 43: '.*' }))).toEqual({
      move: 3 + 15,
      swap: 124,
    });
    expect(countByType(matchOf('round: 2, turn: right', { ...CORNERS, 47: 'R9r', 41: '.', 44: '.*' }))).toEqual({
      move: 3 + 14,
      // The ball now stands in the right half, on an edge cell with 3 edges there.
      swap: 2 * (68 - 3 - 3 - 3),
      tackle: 3,
    });
  });

  it('counts the decisions', () => {
    expect(legal(matchOf('phase: draw, actions: 0/2', CORNERS))).toHaveLength(2);
    // A ball in the corner: 8 shots from ZAPP, passes next to ZURF within 2 cells of ZAPP: none; skipShot.
    expect(countByType(matchOf('phase: shot, actions: 0/0, red: 1', CORNERS))).toEqual({ shoot: 8, skipShot: 1 });
  });
});

// Counted by this implementation and pinned: 8 kick-offs, then the first player's moves and swaps.
const PERFT_4 = 2064;
