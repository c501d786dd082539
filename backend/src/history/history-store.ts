import type { Forfeits, Match, Player, ScoreEntry } from '@tabletop/game-kit';
import type { LoggedAction } from '@tabletop/protocol';

/** HISTORY_STORE: the Nest token of the HistoryStore. */
export const HISTORY_STORE = Symbol('HISTORY_STORE');

/**
 * Which of a player's started games to read: newest first, below `before` (a game id) when given. Seen by `viewerId`:
 * when that is someone else, only the games they may see (public, or with them seated: record-access.ts).
 */
export interface HistoryQuery {
  userId: number;
  viewerId: number;
  /** A game's url, or every game. */
  game?: string;
  before?: number;
  limit: number;
}

/** One started game of a player's history as stored: what a HistoryRow is made of. */
export interface StoredHistoryGame {
  id: number;
  game: string;
  code: string;
  status: 'playing' | 'over';
  /** At a public table: watchable by anyone while it runs. */
  listed: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  /** Every seat, in seat order, by the players' stored names. */
  players: Player[];
  /** The match's score and forfeits, enough for its outcome. */
  score: ScoreEntry[];
  forfeited: Forfeits | null;
}

/** A user as the players' pages look them up. */
export interface StoredPlayer {
  id: number;
  name: string;
  kind: 'guest' | 'registered' | 'google' | 'computer';
}

/** A game with what a replay or a move list is rebuilt from (its log is read apart: only when the game qualifies). */
export interface StoredRecordGame {
  id: number;
  game: string;
  code: string;
  status: 'waiting' | 'playing' | 'over';
  /** At a public table. */
  listed: boolean;
  seed: string;
  version: number;
  match: Match<unknown>;
  createdAt: Date;
  updatedAt: Date;
  /** Every seat, in seat order, by the players' stored names. */
  players: Player[];
}

/** Where the history and replays are read from (PostgreSQL in the app). Reads only; paged by key, never by offset. */
export interface HistoryStore {
  /** Up to `limit` of the player's playing and finished games, newest (highest id) first. */
  findHistory(query: HistoryQuery): Promise<StoredHistoryGame[]>;
  /** A user by name, case-insensitively (people before computer seats); null when there is none. */
  findPlayerByName(name: string): Promise<StoredPlayer | null>;
  findGame(id: number): Promise<StoredRecordGame | null>;
  /**
   * The game a caller's move list follows: their own newest game with that code (seated, even after forfeiting),
   * else the newest game with that code; null when there is none.
   */
  findGameByCode(code: string, userId: number): Promise<StoredRecordGame | null>;
  /** The game's action log, oldest first. */
  findLog(gameId: number): Promise<LoggedAction[]>;
  /** The game's moves after version `after` as they were written when committed, oldest first. */
  findMoves(gameId: number, after: number): Promise<StoredMove[]>;
}

/** One logged action as a move list shows it; `text` is null on actions logged before texts were kept. */
export interface StoredMove {
  version: number;
  playerId: number;
  text: string | null;
}
