import type { Match } from '@tabletop/game-kit';
import { gameEnding, isRated, unratedReason, type SeatRating } from './game-ending';
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

/** Played with a clock, every seat two turns or more: rated as far as play goes. */
const PLAYED = { clocked: true, turns: [2, 3, 2] };
const LIMIT = 3;

describe('gameEnding', () => {
  it('rates a game of registered and Google accounts: outcomes, ratings before and after, games read', () => {
    const ending = gameEnding(
      match([1, 5]),
      'repello',
      [seat(1, 'google', { rating: 1620, games: 4 }), seat(2)],
      PLAYED,
      LIMIT,
    );
    expect(ending.unrated).toBeNull();
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
      const ending = gameEnding(match([3, 3, 1]), 'repello', [seat(1), seat(2, kind), seat(3)], PLAYED, LIMIT);
      expect(ending).toEqual({
        outcomes: [
          { userId: 1, outcome: 'draw' },
          { userId: 2, outcome: 'draw' },
          { userId: 3, outcome: 'loss' },
        ],
        ratings: [],
        unrated: 'seat',
      });
    }
  });

  it('rates nothing of an aborted game, and records no outcome for anyone', () => {
    const aborted = { ...match([0, 0]), aborted: { by: 1, late: false } };
    expect(gameEnding(aborted, 'repello', [seat(1), seat(2)], PLAYED, LIMIT)).toEqual({
      outcomes: [],
      ratings: [],
      unrated: 'aborted',
    });
  });

  it('needs two seats to rate', () => {
    expect(isRated([{ kind: 'registered' }])).toBe(false);
    expect(isRated([{ kind: 'registered' }, { kind: 'google' }])).toBe(true);
  });
});

describe('unratedReason', () => {
  const seats = [seat(1), seat(2)];
  const finished = match([0, 1]);

  it('names the first reason that applies: seats, aborted, no clock, too few moves, the pair limit', () => {
    expect(unratedReason(finished, [seat(1), seat(2, 'guest')], { clocked: false, turns: [] }, LIMIT)).toBe('seat');
    expect(unratedReason({ aborted: { by: 1, late: true } }, seats, { clocked: false, turns: [] }, LIMIT)).toBe(
      'aborted',
    );
    expect(unratedReason(finished, seats, { clocked: false, turns: [9, 9] }, LIMIT)).toBe('clock');
    expect(unratedReason(finished, seats, { clocked: true, turns: [2, 1] }, LIMIT)).toBe('moves');
    expect(unratedReason(finished, seats, { clocked: true, turns: [0, 0] }, LIMIT)).toBe('moves');
    expect(unratedReason(finished, seats, { clocked: true, turns: [2, 2] }, LIMIT)).toBeNull();
  });

  it('stops rating two accounts together once they reached the limit today, whoever else sits at the table', () => {
    const played = { clocked: true, turns: [2, 2, 2] };
    const often: SeatRating[] = [
      { ...seat(1), ratedToday: { 2: 2, 3: 3 } },
      { ...seat(2), ratedToday: { 1: 2, 3: 0 } },
      { ...seat(3), ratedToday: { 1: 3, 2: 0 } },
    ];
    expect(unratedReason(finished, often, played, LIMIT)).toBe('pair');
    expect(unratedReason(finished, often, played, 4)).toBeNull();
    expect(unratedReason(finished, often.slice(0, 2), played, LIMIT)).toBeNull();
  });
});
