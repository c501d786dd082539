import type { Match } from '@tabletop/game-kit';
import { gameEnding, isRated } from './game-ending';
import { rateGame } from './rate-game';

const players = [1, 2, 3].map((id) => ({ id, name: `p${id}` }));
const match = (scores: number[]): Match<null> => ({
  game: 'repello',
  player: null,
  score: scores.map((score, index) => ({ player: players[index], score })),
  gameOver: true,
  state: null,
});
const seat = (userId: number, kind = 'registered', rating: { rating: number; games: number } | null = null) => ({
  userId,
  kind,
  rating: rating && { ...rating, deviation: 120, volatility: 0.06 },
});

describe('gameEnding', () => {
  it('rates a game of registered and Google accounts: outcomes, ratings before and after, games read', () => {
    const ending = gameEnding(match([1, 5]), 'repello', [seat(1, 'google', { rating: 1620, games: 4 }), seat(2)]);
    expect(ending.outcomes).toEqual([
      { userId: 1, outcome: 'loss' },
      { userId: 2, outcome: 'win' },
    ]);
    const [loser, winner] = rateGame([
      { rank: 2, rating: { rating: 1620, deviation: 120, volatility: 0.06 } },
      { rank: 1, rating: null },
    ]);
    expect(ending.ratings).toEqual([
      { userId: 1, game: 'repello', ...loser, ratingBefore: 1620, gamesBefore: 4 },
      { userId: 2, game: 'repello', ...winner, ratingBefore: 1500, gamesBefore: 0 },
    ]);
  });

  it('keeps outcomes but rates nothing with a guest or a computer seated', () => {
    for (const kind of ['guest', 'computer']) {
      const ending = gameEnding(match([3, 3, 1]), 'repello', [seat(1), seat(2, kind), seat(3)]);
      expect(ending).toEqual({
        outcomes: [
          { userId: 1, outcome: 'draw' },
          { userId: 2, outcome: 'draw' },
          { userId: 3, outcome: 'loss' },
        ],
        ratings: [],
      });
    }
  });

  it('needs two seats to rate', () => {
    expect(isRated([{ kind: 'registered' }])).toBe(false);
    expect(isRated([{ kind: 'registered' }, { kind: 'google' }])).toBe(true);
  });
});
