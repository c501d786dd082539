import type { RatingUpdate, SeatRating } from './game-ending';

/** A rated row as the leaderboard shows it, before rounding. */
export interface RatingRow {
  userId: number;
  name: string;
  rating: number;
  deviation: number;
  games: number;
}

/** A player's rating row with their leaderboard rank (null: not listed) and whether they played lately. */
export type RatingStanding = RatingRow & { rank: number | null; active: boolean };

/** The caller's newest game with a code, and what it did to their rating (null: nothing recorded). */
export interface GameRatingChange {
  gameId: number;
  status: 'waiting' | 'playing' | 'over';
  /** Some seat is a guest or a computer: the game is not rated. */
  unratedSeat: boolean;
  /** Why the finished game was not rated, as its last commit wrote it (game-ending.ts's UnratedReason). */
  unrated: string | null;
  /** The first other seat's name, for the pair limit's reason. */
  opponent: string | null;
  change: { before: number; after: number } | null;
}

export interface ProfileUser {
  id: number;
  name: string;
  kind: 'guest' | 'registered' | 'google';
  createdAt: Date;
}

/** A player's finished games in one game, and their rating in it with its history (oldest first), if rated. */
export interface GameRecord {
  game: string;
  wins: number;
  losses: number;
  draws: number;
}

export interface GameRating {
  game: string;
  rating: number;
  deviation: number;
  games: number;
  history: { at: Date; rating: number }[];
}

/** How many rating points a profile's chart shows at most per game. */
export const HISTORY_POINTS = 100;
/** Players who have not played a rated game of it for this long leave a game's leaderboard. */
export const ACTIVE_DAYS = 90;
export const LEADERBOARD_SIZE = 50;

/** Where ratings, records and profiles are read (PostgreSQL in the app). */
export interface RatingsStore {
  ratingChange(userId: number, code: string): Promise<GameRatingChange | null>;
  /** The best LEADERBOARD_SIZE active players of a game, best first (ties: the older account first). */
  leaderboard(game: string): Promise<RatingRow[]>;
  /** The user's rating in a game and their rank on its leaderboard (null when not listed); null when not rated. */
  standingOf(game: string, userId: number): Promise<RatingStanding | null>;
  /** How many players a game's leaderboard lists. */
  listedPlayers(game: string): Promise<number>;
  /** A player by name, case-insensitively; never a computer. */
  findUser(name: string): Promise<ProfileUser | null>;
  records(userId: number): Promise<GameRecord[]>;
  ratings(userId: number): Promise<GameRating[]>;
}

export const RATINGS_STORE = Symbol('RATINGS_STORE');

/**
 * What the match store's commit of a game's last action needs of the ratings: the read the new ratings are computed
 * from, and the SQL of their write, which the store composes into its commit statement so that a rated ending costs
 * one round trip and one transaction like any move. The SQL names the store's CTEs `input` (one row per commit, with
 * `game_id` and the columns below) and `logged` (the ids of the games that moved); every CTE it adds is `rating_…`.
 */
export interface GameOverRatings {
  /** The game's seats in seat order, each with its user's kind and current rating in `game` (one read). */
  findSeatRatings(gameId: number, game: string): Promise<SeatRating[]>;
  /** The columns a commit's `input` row carries for its ratings, as jsonb_to_recordset declares them. */
  readonly inputColumns: string;
  /** Those columns' values for one commit: its new ratings when it ends a rated game. */
  inputOf(ratings: readonly RatingUpdate[] | undefined): Record<string, unknown>;
  /** CTEs after `input`: the ratings the commits were computed from, read and locked. */
  readonly reads: string;
  /** A condition on the games row `alias` about to move: a rating it was rated from has changed since (no move). */
  stale(alias: string): string;
  /** CTEs after `logged`: the new ratings of the games that moved, and their changes. */
  readonly writes: string;
  /** Whether these commits' ratings may go in one statement: not when one rates a player another rates too. */
  mayShareStatement(ratings: readonly (readonly RatingUpdate[])[]): boolean;
}

export const GAME_OVER_RATINGS = Symbol('GAME_OVER_RATINGS');
