/** The answers of the rating, leaderboard and profile endpoints (issue 16), typed once for the backend and the shell. */
import type { Player } from './contract';

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

/** GET /api/leaderboards/:game: the top 50 active players, and the viewer's own row when ranked. */
export interface Leaderboard {
  game: string;
  entries: LeaderboardEntry[];
  me: LeaderboardEntry | null;
  /** How many players are ranked. */
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
