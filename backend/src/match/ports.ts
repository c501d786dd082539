import type { GameState, Match, Viewer } from '@tabletop/game-kit';
import type { StatePatch } from '@tabletop/protocol';
import type { GameEnding, SeatRating } from '../ratings/game-ending';
import type { GameStatus, StoredGame } from './game-state';
import type { Pace } from './pace';

/**
 * The newest game with a code in which the user is seated (`left`: they forfeited it and it goes on without them), with
 * the ids of the players still taking part; or none. Whether someone else plays under that code is never looked up:
 * an answer that differed would let anyone sweep the 36^4 codes for live games.
 */
export type PlayerGameLookup =
  | {
      game: StoredGame;
      activePlayers: number[];
      /** Whose presence counts, in seat order: the players still taking part, or every seat once the game is over. */
      seats: number[];
      left?: boolean;
    }
  | { game: null };

/** One applied action, written together with the game's new match in one transaction. */
export interface ActionCommit {
  gameId: number;
  /** The version the action was applied to; the write succeeds only if the game is still at it. */
  expectedVersion: number;
  match: Match<unknown>;
  status: GameStatus;
  userId: number;
  action: unknown;
  clientActionId: string | undefined;
  /** The acting user leaves the game with this action (a forfeit): their seat stops counting as an active game. */
  leaving?: boolean;
  /** From the state at expectedVersion to the new one: kept with the action for clients that missed it. */
  patch: StatePatch;
  /** The move as a move list writes it (game-kit's moveText), kept so a move list is read, not rebuilt. */
  moveText?: string;
  /** The clock and the seats' moves after the action. */
  pace: Pace;
  /** When the game is next due (the server's epoch ms; see deadlineOf), or null: the deadline sweep's index. */
  deadlineAt: number | null;
  /**
   * Set when the action ends the game: every seat's outcome, and the new ratings if it is rated. The commit writes
   * them with the action, and is a conflict when a rating changed since it was read (gamesBefore no longer holds).
   */
  ending?: GameEnding;
}

/** The patch an action made, by the version it made; null when the action was logged before patches were kept. */
export interface LoggedPatch {
  version: number;
  patch: StatePatch | null;
}

/** A game's id and code whose deadline has passed. */
export interface DueGame {
  id: number;
  code: string;
}

/** 'conflict': another writer moved the game on first; 'duplicate': that client action id is already applied. */
export type CommitOutcome = 'ok' | 'conflict' | 'duplicate';

/**
 * The store could not reach its database (down, restarting, timed out): nothing was written, or a commit's outcome is
 * unknown. The caller may try again later; a retried action with the same client id is applied at most once.
 */
export class StoreUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('The game store is unavailable', { cause });
    this.name = 'StoreUnavailableError';
  }
}

/** Where the authority reads and writes games (PostgreSQL in the app, a map in unit tests). */
export interface MatchStore {
  // Every method throws StoreUnavailableError when the database cannot be reached.
  findForPlayer(code: string, userId: number): Promise<PlayerGameLookup>;
  /** The game with that id, with the players still taking part: for what the server does on its own (a deadline). */
  findGame(gameId: number): Promise<{ game: StoredGame; activePlayers: number[] } | { game: null }>;
  /**
   * Games whose deadline row is at or before `now` (epoch ms), the most overdue first, at most `limit`. A row is never
   * later than the game's true deadline, but may be earlier (see moveDeadline).
   */
  findDue(now: number, limit: number): Promise<DueGame[]>;
  /** Moves the game's deadline row to `dueAt` (null: removes it), only while the game is still at `version`. */
  moveDeadline(gameId: number, version: number, dueAt: number | null): Promise<void>;
  /** The version an already-applied client action id produced, or null. */
  findActionVersion(gameId: number, clientActionId: string): Promise<number | null>;
  commit(change: ActionCommit): Promise<CommitOutcome>;
  /** The game's seats in seat order, each with its user's kind and current rating in `game` (one read). */
  findSeatRatings(gameId: number, game: string): Promise<SeatRating[]>;
  /** The patches of the actions after `afterVersion`, oldest first, at most `limit`. */
  findPatches(gameId: number, afterVersion: number, limit: number): Promise<LoggedPatch[]>;
}

export type RoomEvent = 'emit-state' | 'startGame';

/**
 * One audience's copy of a change to a game with a view (GameDefinition.view): a seat's view, for that user's
 * connections, or (viewer null) the spectators' view, for the rest of the game's room. `patch` turns the previous
 * version of that same view into `state`.
 */
export interface ViewDelivery {
  viewer: Viewer;
  state: GameState;
  patch?: StatePatch;
}

/** How game rooms hear about changes (Socket.IO in the app, a recorder in unit tests). */
export interface MatchTransport {
  /**
   * `patch`, when given, turns the previous version into `state`: clients that asked for patches get it instead.
   * `mover`: the user whose action made the change; the connection they made it from is answered with the patch, so
   * the transport may leave that one connection out (it knows connections; the authority does not).
   */
  broadcast(gameId: number, event: RoomEvent, state: GameState, patch?: StatePatch, mover?: number): void;
  /**
   * Like broadcast, for a game whose clients see views: each seat's delivery to that user's own connections, the
   * spectators' to the game's room less the seats' connections. Nobody is sent another seat's view.
   */
  broadcastViews(gameId: number, event: RoomEvent, deliveries: readonly ViewDelivery[], mover?: number): void;
  /** Puts every connection of the user (on any instance) into the game's room. */
  joinRoom(userId: number, gameId: number): void;
  /** Takes every connection of the user (on any instance) out of the game's room. */
  leaveRoom(userId: number, gameId: number): void;
}

/** Tells a game's room who of its seats is connected, after anything that changed who sits there. */
export interface PresenceAnnouncer {
  /** Never throws: presence is a courtesy. */
  announce(gameId: number, code: string): Promise<void>;
}

/** How long players have been gone (Socket.IO knows connections; the match module asks through this port). */
export interface SeatAbsence {
  /**
   * For each user: null while they have a connection on any instance, else since when (epoch ms) none has been seen:
   * their last connection's close, or the first time they were found gone. Never throws: unknown is "gone now".
   */
  absentSince(userIds: readonly number[]): Promise<Map<number, number | null>>;
}

/** How a player's action went: applied, in which game, or refused, why ('error': it threw). */
export type ActionOutcome = { applied: true; game: string } | { applied: false; reason: string };

/** Where the authority reports each player's action (moves, posted states) and how long it took: the app's metrics. */
export interface ActionMetrics {
  recordAction(outcome: ActionOutcome, seconds: number): void;
}

export const MATCH_STORE = Symbol('MATCH_STORE');
export const SEAT_ABSENCE = Symbol('SEAT_ABSENCE');
export const PRESENCE_ANNOUNCER = Symbol('PRESENCE_ANNOUNCER');
export const MATCH_TRANSPORT = Symbol('MATCH_TRANSPORT');
