import { forfeitMatch, type Match, type Player } from '@tabletop/game-kit';
import { game, type C4State } from './index';

const ROSA: Player = { id: 1, name: 'Rosa' };
const YURI: Player = { id: 2, name: 'Yuri' };

/** The match after these drops, each by the player to move. */
function afterDrops(columns: number[]): Match<C4State> {
  return columns.reduce(
    (match, column) => {
      const result = game.apply(match, match.player!.id, { column });
      if (!result.ok) throw new Error(result.error.message);
      return result.match;
    },
    game.setup([ROSA, YURI]),
  );
}

describe('forfeit: leaving a started game', () => {
  it.each([
    ['Red, to move, at the start', [], ROSA, YURI],
    ['Yellow, waiting, at the start', [], YURI, ROSA],
    ['Red, waiting, in mid-game', [3, 3, 2], ROSA, YURI],
    ['Yellow, to move, in mid-game', [3, 3, 2], YURI, ROSA],
  ])('%s leaves: the one who stays wins with 100, nobody moves, the grid stays', (_name, drops, leaver, winner) => {
    const match = afterDrops(drops);
    const after = game.forfeit!(match, leaver.id);
    expect(after.gameOver).toBe(true);
    expect(after.player).toBeNull();
    expect(after.state).toEqual(match.state);
    expect(after.score).toEqual([
      { player: ROSA, score: winner === ROSA ? 100 : 0 },
      { player: YURI, score: winner === YURI ? 100 : 0 },
    ]);
    expect(game.legalActions(after, winner.id)).toEqual([]);
    expect(game.apply(after, winner.id, { column: 0 })).toMatchObject({ ok: false, error: { code: 'game-over' } });
  });

  it('changes nothing for a finished game or someone not seated, and does not touch its input', () => {
    const match = afterDrops([0, 1, 2]);
    const copy = structuredClone(match);
    expect(game.forfeit!(match, 99)).toBe(match);
    const over = game.forfeit!(match, ROSA.id);
    expect(game.forfeit!(over, YURI.id)).toBe(over);
    const won = afterDrops([0, 6, 1, 6, 2, 6, 3]);
    expect(game.forfeit!(won, YURI.id)).toBe(won);
    expect(match).toEqual(copy);
  });

  it('is what the generic forfeitMatch uses for this game, which adds who forfeited', () => {
    const match = afterDrops([3, 4]);
    const after = forfeitMatch(match, ROSA.id, game);
    expect(after).toEqual({ ...game.forfeit!(match, ROSA.id), forfeited: { players: [ROSA.id], endedGame: true } });
    expect(after.score.find((entry) => entry.player.id === YURI.id)?.score).toBe(100);
  });
});
