import type { Match } from './contract';
import { forfeitMatch } from './forfeit';
import { forfeitToStayer } from './forfeit-to-stayer';
import { initialScore } from './score';

const ann = { id: 1, name: 'Ann' };
const ben = { id: 2, name: 'Ben' };
const forfeit = forfeitToStayer(100);

function running(player = ann): Match<{ cells: number[] }> {
  return { game: 'g', player, score: initialScore([ann, ben]), gameOver: false, state: { cells: [4, 0] } };
}

describe('forfeitToStayer', () => {
  it.each([
    ['the player to move', ann, ann, ben],
    ['the player waiting', ann, ben, ann],
    ['the second seat, to move', ben, ben, ann],
  ])('%s leaves: the one who stays scores the win, nobody moves, the state stays', (_name, toMove, leaver, stayer) => {
    const match = running(toMove);
    const after = forfeit(match, leaver.id);
    expect(after).toEqual({
      ...match,
      player: null,
      gameOver: true,
      score: [
        { player: ann, score: stayer === ann ? 100 : 0 },
        { player: ben, score: stayer === ben ? 100 : 0 },
      ],
    });
    expect(after.state).toBe(match.state);
  });

  it('adds the win to what the stayer already has, with the score it was made with', () => {
    const match = {
      ...running(),
      score: [
        { player: ann, score: 7 },
        { player: ben, score: 2 },
      ],
    };
    expect(forfeitToStayer(3)(match, ben.id).score).toEqual([
      { player: ann, score: 10 },
      { player: ben, score: 2 },
    ]);
  });

  it('changes nothing for a finished game, someone not seated or a player alone, and does not touch its input', () => {
    const match = running();
    const copy = structuredClone(match);
    expect(forfeit(match, 99)).toBe(match);
    const over = forfeit(match, ann.id);
    expect(forfeit(over, ben.id)).toBe(over);
    const alone = { ...match, score: initialScore([ann]) };
    expect(forfeit(alone, ann.id)).toBe(alone);
    expect(match).toEqual(copy);
  });

  it('is what forfeitMatch uses as a game’s hook, which adds who forfeited', () => {
    const match = running();
    expect(forfeitMatch(match, ann.id, { players: [2, 2], forfeit })).toEqual({
      ...forfeit(match, ann.id),
      forfeited: { players: [ann.id], endedGame: true },
    });
  });
});
