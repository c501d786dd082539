import { forfeitMatch } from '@tabletop/game-kit';
import { game } from './index';
import { LEFT, PLAYERS, play } from './test-support/matches';

describe('leaving a started game (forfeit)', () => {
  it('ends the game and awards the opponent the win, the court left as it was', () => {
    const match = play(game.setup(PLAYERS, 'forfeit'), { type: 'placeBall', cell: 19 });
    const after = forfeitMatch(match, LEFT.id, game);
    expect(after).toMatchObject({ gameOver: true, player: null });
    expect(after.score.map((entry) => entry.score)).toEqual([0, 3]);
    expect(after.state).toBe(match.state);
    expect(game.legalActions(after, PLAYERS[1].id)).toEqual([]);
  });

  it('keeps goals already scored and a lead the opponent already had', () => {
    const match = game.setup(PLAYERS, 'forfeit');
    const scored = {
      ...match,
      score: [
        { ...match.score[0], score: 2 },
        { ...match.score[1], score: 1 },
      ],
    };
    expect(game.forfeit!(scored, PLAYERS[1].id).score.map((entry) => entry.score)).toEqual([3, 1]);
  });

  it('changes nothing for someone not seated, or once the game is over', () => {
    const match = game.setup(PLAYERS, 'forfeit');
    expect(game.forfeit!(match, 999)).toBe(match);
    const over = game.forfeit!(match, LEFT.id);
    expect(game.forfeit!(over, PLAYERS[1].id)).toBe(over);
  });
});
