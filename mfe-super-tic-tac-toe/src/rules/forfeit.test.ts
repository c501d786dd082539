import type { Player } from '@tabletop/game-kit';
import { forfeitMatch } from '@tabletop/game-kit';
import { game } from './index';

const ALICE: Player = { id: 1, name: 'Alice' };
const BOB: Player = { id: 2, name: 'Bob' };

function afterMoves(count: number) {
  let match = game.setup([ALICE, BOB]);
  for (let i = 0; i < count; i++) {
    const result = game.apply(match, match.player!.id, game.legalActions(match, match.player!.id)[0]);
    if (!result.ok) throw new Error(result.error.message);
    match = result.match;
  }
  return match;
}

describe('forfeit: leaving a started game', () => {
  it.each([
    ['the player to move', 0, ALICE, BOB],
    ['the player waiting', 0, BOB, ALICE],
    ['X in mid-game', 5, ALICE, BOB],
    ['O in mid-game', 5, BOB, ALICE],
  ])('%s leaves: the opponent wins with 100, nobody moves, the board stays', (_name, moves, leaver, winner) => {
    const match = afterMoves(moves);
    const after = game.forfeit!(match, leaver.id);
    expect(after.gameOver).toBe(true);
    expect(after.player).toBeNull();
    expect(after.state).toEqual(match.state);
    expect(after.score).toEqual([
      { player: ALICE, score: winner === ALICE ? 100 : 0 },
      { player: BOB, score: winner === BOB ? 100 : 0 },
    ]);
    expect(game.legalActions(after, winner.id)).toEqual([]);
  });

  it('changes nothing for a finished game or someone not seated, and does not touch its input', () => {
    const match = afterMoves(3);
    const copy = structuredClone(match);
    expect(game.forfeit!(match, 99)).toBe(match);
    const over = game.forfeit!(match, ALICE.id);
    expect(game.forfeit!(over, BOB.id)).toBe(over);
    expect(match).toEqual(copy);
  });

  it('is what the generic forfeitMatch uses for this game, which adds who forfeited', () => {
    const match = afterMoves(2);
    expect(forfeitMatch(match, BOB.id, game)).toEqual({
      ...game.forfeit!(match, BOB.id),
      forfeited: { players: [BOB.id], endedGame: true },
    });
  });
});
