import type { WatchedGame } from './watch-decision';

/** How many watch a game now, on every instance (the realtime module counts its watch room). */
export interface WatcherCounts {
  countWatchers(gameId: number): Promise<number>;
}

export const WATCHER_COUNTS = Symbol('WATCHER_COUNTS');

/** A public game being played, with its seats' stored names in seat order. */
export interface LiveGameRow {
  id: number;
  game: string;
  code: string;
  version: number;
  players: string[];
}

/** Where the games a watch link, an invite link or the live list shows are read (PostgreSQL in the app). */
export interface SpectatedGames {
  /** The newest game under a code (codes are reused once a game is over), with every seat; null when none. */
  newestByCode(code: string): Promise<WatchedGame | null>;
  /** The newest public games being played, newest first, at most `limit`. */
  newestLive(limit: number): Promise<LiveGameRow[]>;
}

export const SPECTATED_GAMES = Symbol('SPECTATED_GAMES');
