import type { ClockSetting, Match, Player } from '@tabletop/game-kit';
import type { OpenTables } from '@tabletop/protocol';
import type { StoredGame } from '../match/game-state';
import type { PaceWrite } from '../match/pace';

/** A game as the lobby reads it: with whether it is among the open tables. */
export type LobbyGameRow = StoredGame & { listed: boolean };

/** A live game as a lobby change sees it, locked. */
export interface LiveLobbyGame {
  game: LobbyGameRow;
  /** In seat order. */
  seated: Player[];
  /** The caller is seated in another game that is not over (one active game per user). */
  callerActiveElsewhere: boolean;
}

/** A waiting listed table with room, locked, with who sits at it in seat order. */
export type OpenTableRow = LobbyGameRow & { seated: Player[] };

/** A new game with its creator in seat 0. */
export interface NewGame {
  code: string;
  url: string;
  match: Match<unknown>;
  seed: string;
  starts: boolean;
  listed: boolean;
  creatorId: number;
  /** Its clock (at full time for the creator's seat) and, when it starts at once, its moves and first deadline. */
  pace: PaceWrite;
}

/** One row of the open tables, oldest first. */
export interface OpenTableListing {
  game: string;
  code: string;
  host: string | null;
  seated: number;
  /** Seconds since the table was opened. */
  age: number;
}

/** Writes of one lobby change, inside the transaction that locked its game. */
export interface LobbyTransaction {
  /** The game's new match, status and pace, seating `newSeat` in the same statement when there is one. */
  saveMatch(
    gameId: number,
    match: Match<unknown>,
    status: 'waiting' | 'playing',
    pace: PaceWrite,
    newSeat?: { userId: number; seat: number },
  ): Promise<void>;
  /** Frees the user's seat; the others move up in seat order, each to the lowest free seat. Returns them so. */
  freeSeat(gameId: number, userId: number): Promise<Player[]>;
  /** Ends a game left empty: its code is no longer live. */
  close(gameId: number, match: Match<unknown>): Promise<void>;
  /** Waits for the quick matches of that game (its place in the registry) already under way, on any instance. */
  queueQuickMatch(gameIndex: number): Promise<void>;
  hasActiveGame(userId: number): Promise<boolean>;
  /** The oldest waiting listed tables of the game with room and that clock, locked, at most `limit`. */
  tablesWithRoom(url: string, maxPlayers: number, clock: ClockSetting, limit: number): Promise<OpenTableRow[]>;
  /** A new listed table; null when its code is live already (the transaction goes on). */
  openTable(game: NewGame): Promise<LobbyGameRow | null>;
}

/**
 * Where the lobby reads and writes games and seats (PostgreSQL in the app). The unique indexes decide a live code
 * taken twice and a second active game of a user: those writes throw the database's unique violation, which
 * withFreshCode and the lobby read.
 */
export interface LobbyStore {
  /** A new game and its creator's seat, in one statement. */
  createGame(game: NewGame): Promise<LobbyGameRow>;
  /** Runs `change` in one transaction on the live game with that code, locked; null when there is none. */
  inLiveGame<T>(
    code: string,
    userId: number,
    change: (tx: LobbyTransaction, live: LiveLobbyGame | null) => Promise<T>,
  ): Promise<T>;
  /** Runs `change` in one transaction on the user's newest game with that code, locked, with whether their seat is active. */
  inOwnGame<T>(
    code: string,
    userId: number,
    change: (tx: LobbyTransaction, found: (LobbyGameRow & { active: boolean }) | null) => Promise<T>,
  ): Promise<T>;
  transaction<T>(work: (tx: LobbyTransaction) => Promise<T>): Promise<T>;
  /** The user's waiting or playing game, or null. */
  activeGame(userId: number): Promise<StoredGame | null>;
  /** The user's newest seat (an active one first), with whether they put that game away; or null. */
  newestSeat(userId: number): Promise<(StoredGame & { dismissed: boolean }) | null>;
  /** The open tables, numbered: a higher revision holds every change committed before a lower one was drawn. */
  openTables(limit: number): Promise<{ revision: number; rows: OpenTableListing[] }>;
  /** The seats at waiting listed tables taken more than `olderThanMs` ago, with their players' names. */
  listedWaitingSeats(olderThanMs: number): Promise<{ userId: number; name: string; code: string }[]>;
  /**
   * Whose presence counts in the game: the players still in it, or every seat once it is over, in seat order; and
   * whether it is running without a clock (where the one left may claim victory over absent opponents).
   */
  seatsThatCount(gameId: number): Promise<{ seats: number[]; untimedPlaying: boolean }>;
}

/** How the lobby reaches connections (Socket.IO in the app). */
export interface LobbyRooms {
  /** The open tables, to every connection watching them on any instance. */
  sendTables(tables: OpenTables): void;
  /** Which of these users have at least one connection, on any instance. */
  connectedAmong(userIds: readonly number[]): Promise<Set<number>>;
}

export const LOBBY_STORE = Symbol('LOBBY_STORE');
export const LOBBY_ROOMS = Symbol('LOBBY_ROOMS');
