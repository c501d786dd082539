import type { Match } from '@tabletop/game-kit';
import { finalRanks, seatOutcomes, type SeatOutcome } from './final-standing';
import { GLICKO_DEFAULTS, rateGame, type Glicko } from './rate-game';

/** A seat of an ending game as read just before its last commit: who sits there and their rating in that game. */
export interface SeatRating {
  userId: number;
  kind: string;
  /** null: never rated in this game. `games` is how many rated games it counts (the commit's staleness guard). */
  rating: (Glicko & { games: number }) | null;
  /** How many rated games of this game the seat played in the last 24 hours with each other seat, by their user id. */
  ratedToday?: Record<number, number>;
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

/**
 * Why a finished game is not rated: a guest or computer seat, aborted, played without a clock, a seat that made fewer
 * than two moves, or the same two accounts rated together too often today. The first that applies, in that order.
 */
export type UnratedReason = 'seat' | 'aborted' | 'clock' | 'moves' | 'pair';

/**
 * What a game-over commit writes besides the action: every seat's outcome and, if the game is rated, ratings; if it
 * is not, why (null for a rated game).
 */
export interface GameEnding {
  outcomes: { userId: number; outcome: SeatOutcome }[];
  ratings: RatingUpdate[];
  unrated: UnratedReason | null;
}

/** How the game was played, as far as rating cares: with a clock or not, and the turns each seat finished. */
export interface PlayFacts {
  clocked: boolean;
  /** In seat order. */
  turns: readonly number[];
}

const RATED_KINDS = new Set(['registered', 'google']);
/** A rated game needs every seat to have finished at least this many turns. */
export const RATED_MIN_TURNS = 2;

/** A game can be rated only when every seat is a registered or Google account: no guest, no computer. */
export function isRated(seats: readonly Pick<SeatRating, 'kind'>[]): boolean {
  return seats.length >= 2 && seats.every((seat) => RATED_KINDS.has(seat.kind));
}

/** Why a finished game goes unrated (see UnratedReason), or null when it is rated. */
export function unratedReason(
  match: Pick<Match<unknown>, 'aborted'>,
  seats: readonly SeatRating[],
  play: PlayFacts,
  pairLimit: number,
): UnratedReason | null {
  if (!isRated(seats)) return 'seat';
  if (match.aborted) return 'aborted';
  if (!play.clocked) return 'clock';
  if (seats.some((_, seat) => (play.turns[seat] ?? 0) < RATED_MIN_TURNS)) return 'moves';
  const atLimit = seats.some((seat) =>
    seats.some((other) => other.userId !== seat.userId && (seat.ratedToday?.[other.userId] ?? 0) >= pairLimit),
  );
  return atLimit ? 'pair' : null;
}

/**
 * The outcomes of a finished match and, when it is rated (unratedReason), each seat's new rating in `game`. An
 * aborted game has no outcomes.
 */
export function gameEnding(
  match: Match<unknown>,
  game: string,
  seats: readonly SeatRating[],
  play: PlayFacts,
  pairLimit: number,
): GameEnding {
  const outcomes = [...seatOutcomes(match)].map(([userId, outcome]) => ({ userId, outcome }));
  const ranks = finalRanks(match);
  const unrated = unratedReason(match, seats, play, pairLimit);
  if (unrated !== null || seats.some((seat) => !ranks.has(seat.userId))) return { outcomes, ratings: [], unrated };
  const after = rateGame(seats.map((seat) => ({ rank: ranks.get(seat.userId)!, rating: seat.rating })));
  const ratings = seats.map((seat, index) => ({
    userId: seat.userId,
    game,
    ...after[index],
    ratingBefore: seat.rating?.rating ?? GLICKO_DEFAULTS.rating,
    gamesBefore: seat.rating?.games ?? 0,
  }));
  return { outcomes, ratings, unrated: null };
}
