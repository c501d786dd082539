import { forfeitMatch } from '@tabletop/game-kit';
import { game, stackOf } from './index';
import { PLAYERS, legal, matchOf, play, sketch } from './test-support/positions';

const [P1, P2, P3] = PLAYERS;

describe('leaving a started game (forfeit)', () => {
  it('ends a two-player game with the scores as they stand', () => {
    const match = play(game.setup([P1, P2]), { type: 'place', x: 3, y: 3 });
    const after = forfeitMatch(match, P1.id, game);
    expect(after).toMatchObject({ gameOver: true, player: null });
    expect(after.score.map((entry) => entry.player)).toEqual([P1, P2]);
    expect(legal(after)).toEqual([]);
  });

  it('takes a player out of the turn order of a three-player game, and the others play on', () => {
    // P2 leaves while P1 is to move: P1 places, then the turn skips P2 and goes to P3.
    const start = game.setup([P1, P2, P3]);
    const left = forfeitMatch(start, P2.id, game);
    expect(left).toMatchObject({ gameOver: false, player: P1 });
    expect(stackOf(left.state, P2.id)).toMatchObject({ value: 0, x: null, y: null, color: 'blue' });
    const placed = play(left, { type: 'place', x: 3, y: 3 });
    expect(placed.player).toEqual(P3);
    expect(game.legalActions(placed, P2.id)).toEqual([]);
  });

  it("passes the turn on when it was the leaver's, dropping the repels they had left", () => {
    const match = matchOf(
      sketch('players: 3, turn: 2, round: 2, moved: yes', { '1': [[3, 3]], '2': [[6, 6]], '3': [[9, 9]], b: [[6, 7]] }),
    );
    expect(match.player).toEqual(P2);
    const after = forfeitMatch(match, P2.id, game);
    expect(after.player).toEqual(P3);
    expect(after.state.moved).toBe(false);
    const stack = stackOf(after.state, P2.id);
    // The leaver's stack stays on the board as an ordinary piece with value 0.
    expect(stack).toMatchObject({ x: 6, y: 6, value: 0 });
    expect(after.score.find((entry) => entry.player.id === P2.id)).toBeDefined();
  });

  it("ends a game in the middle of a turn's repels with nothing of that turn left in the state", () => {
    const start = matchOf(
      sketch('players: 2, turn: 1, round: 2, moved: yes', { '1': [[5, 5]], '2': [[9, 9]], b: [[6, 5]], s: [[8, 5]] }),
    );
    const repelling = play(start, { type: 'repel', id: 'repellers.11', direction: 6 });
    expect(repelling.state).toMatchObject({ moved: true, repelCount: 1, reached: [expect.any(String)] });
    const after = forfeitMatch(repelling, P2.id, game);
    expect(after).toMatchObject({ gameOver: true, player: null });
    expect(after.state).toEqual({ repellers: expect.any(Array), moved: false, round: 2 });
  });

  it('ends the game when only one player with value would remain', () => {
    const match = forfeitMatch(game.setup([P1, P2, P3]), P3.id, game);
    expect(forfeitMatch(match, P2.id, game)).toMatchObject({ gameOver: true, player: null });
  });

  it('changes nothing for someone not seated, or once the game is over', () => {
    const match = game.setup([P1, P2]);
    expect(game.forfeit!(match, 99)).toBe(match);
    const over = game.forfeit!(match, P1.id);
    expect(game.forfeit!(over, P2.id)).toBe(over);
  });
});
