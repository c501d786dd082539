/** The answers of the rating, leaderboard and profile endpoints, typed once for the backend and the shell. */
import type { Player } from '@tabletop/game-kit';

/**
 * A rating whose deviation is above this is provisional: too few games say too little yet. It is shown with a `?`
 * (`1612?`, as lichess does) and kept off the leaderboard.
 */
export const PROVISIONAL_DEVIATION = 110;
/** A leaderboard lists only players with at least this many rated games of that game. */
export const LEADERBOARD_MIN_GAMES = 10;

export function isProvisional(deviation: number): boolean {
  return deviation > PROVISIONAL_DEVIATION;
}

/** `1612`, or `1612?` while provisional. */
export function ratingText(rating: number, deviation: number): string {
  return `${Math.round(rating)}${isProvisional(deviation) ? '?' : ''}`;
}

/** GET /api/game/rating-change: what a finished game did to the caller's rating, in whole points. */
export type RatingChange =
  { rated: false; reason: string } | { rated: true; before: number; after: number; change: number };

/** One ranked player of a game's leaderboard; rating and deviation rounded. */
export interface LeaderboardEntry {
  rank: number;
  player: Player;
  rating: number;
  deviation: number;
  games: number;
}

/**
 * GET /api/leaderboards/:game: the top 50 listed players (active in the last 90 days, at least LEADERBOARD_MIN_GAMES
 * rated games, not provisional), the viewer's own row when listed, and otherwise the viewer's rating (`mine`, absent
 * when they have none in this game), so the page can say why they are not listed yet.
 */
export interface Leaderboard {
  game: string;
  entries: LeaderboardEntry[];
  me: LeaderboardEntry | null;
  mine?: { rating: number; deviation: number; games: number; active: boolean };
  /** How many players are listed. */
  players: number;
}

/** A player's record in one game: results, current rating (none if never rated) and its history, oldest first. */
export interface GameRecordSummary {
  game: string;
  wins: number;
  losses: number;
  draws: number;
  rating: { rating: number; deviation: number; games: number } | null;
  history: { at: string; rating: number }[];
}

/** GET /api/players/:name; another viewer of a guest gets `private: true` and no record. */
export interface Profile {
  player: Player;
  kind: 'guest' | 'registered' | 'google';
  memberSince: string;
  gamesPlayed?: number;
  perGame?: GameRecordSummary[];
  private?: true;
}
