import type { Match } from '@tabletop/game-kit';
import { finalRanks, seatOutcomes, type SeatOutcome } from './final-standing';
import { GLICKO_DEFAULTS, rateGame, type Glicko } from './rate-game';

/** A seat of an ending game as read just before its last commit: who sits there and their rating in that game. */
export interface SeatRating {
  userId: number;
  kind: string;
  /** null: never rated in this game. `games` is how many rated games it counts (the commit's staleness guard). */
  rating: (Glicko & { games: number }) | null;
}

/** One rated player's new rating, written by the game-over commit. */
export interface RatingUpdate extends Glicko {
  userId: number;
  /** The game's url. */
  game: string;
  ratingBefore: number;
  /** player_ratings.games as read (0: no row): the commit moves the game only if it still is. */
  gamesBefore: number;
}

/** What a game-over commit writes besides the action: every seat's outcome and, if the game is rated, ratings. */
export interface GameEnding {
  outcomes: { userId: number; outcome: SeatOutcome }[];
  ratings: RatingUpdate[];
}

const RATED_KINDS = new Set(['registered', 'google']);

/** A game is rated when every seat is a registered or Google account: no guest, no computer. */
export function isRated(seats: readonly Pick<SeatRating, 'kind'>[]): boolean {
  return seats.length >= 2 && seats.every((seat) => RATED_KINDS.has(seat.kind));
}

/** The outcomes of a finished match and, when its seats make it rated, each seat's new rating in `game`. */
export function gameEnding(match: Match<unknown>, game: string, seats: readonly SeatRating[]): GameEnding {
  const outcomes = [...seatOutcomes(match)].map(([userId, outcome]) => ({ userId, outcome }));
  const ranks = finalRanks(match);
  if (!isRated(seats) || seats.some((seat) => !ranks.has(seat.userId))) return { outcomes, ratings: [] };
  const after = rateGame(seats.map((seat) => ({ rank: ranks.get(seat.userId)!, rating: seat.rating })));
  const ratings = seats.map((seat, index) => ({
    userId: seat.userId,
    game,
    ...after[index],
    ratingBefore: seat.rating?.rating ?? GLICKO_DEFAULTS.rating,
    gamesBefore: seat.rating?.games ?? 0,
  }));
  return { outcomes, ratings };
}
