import type { Match } from '@tabletop/game-kit';
import type { RematchOffer } from '@tabletop/protocol';
import type { StoredGame } from '../match/game-state';
import type { PaceWrite } from '../match/pace';

/** How a finished game's seats hear about its rematch (Socket.IO in the app). */
export interface RematchNotices {
  /** To every connection of these users, on any instance: they may have left the game's room. */
  tellRematch(userIds: readonly number[], offer: RematchOffer): void;
}

export const REMATCH_NOTICES = Symbol('REMATCH_NOTICES');

/** A finished game as a rematch decision reads it: where its rematch is, once started. */
export type RematchGame = StoredGame & { rematch_id: number | null; rematch_code: string | null };

/** One seat of it, in seat order. */
export interface RematchSeatRow {
  id: number;
  name: string;
  dismissed: boolean;
  /** The seat asked for a rematch. */
  rematch: boolean;
  active: boolean;
  /** Seated in another game that is not over: never a computer seat, which plays any number of games at once. */
  elsewhere: boolean;
  computer: boolean;
}

/** Reads and writes of one rematch decision, in one transaction. */
export interface RematchTransaction {
  /** The newest game with that code in which the user is seated, with its seats (locked when `lock`); or null. */
  read(userId: number, code: string, lock: boolean): Promise<{ game: RematchGame; seats: RematchSeatRow[] } | null>;
  /** Every seat's yes is withdrawn. */
  withdrawOffer(gameId: number): Promise<void>;
  accept(gameId: number, userId: number): Promise<void>;
  /** The user puts the game away: it is no longer their current game. */
  dismiss(gameId: number, userId: number): Promise<void>;
  /**
   * The rematch, started, its players seated in the given order (computer seats keep their level); the finished game
   * points to it. A live code taken already throws the database's unique violation.
   */
  createRematch(
    previousId: number,
    rematch: { code: string; url: string; match: Match<unknown>; seed: string; playerIds: number[]; pace: PaceWrite },
  ): Promise<StoredGame>;
}

/** Where rematches are decided (PostgreSQL in the app): everything lives there, so any instance answers. */
export interface RematchStore {
  transaction<T>(work: (tx: RematchTransaction) => Promise<T>): Promise<T>;
  /** `work` outside a transaction: a read that locks nothing. */
  reading<T>(work: (tx: RematchTransaction) => Promise<T>): Promise<T>;
}

export const REMATCH_STORE = Symbol('REMATCH_STORE');
