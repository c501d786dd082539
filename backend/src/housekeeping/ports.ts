import type { Match } from '@tabletop/game-kit';

/** A private table waiting for players, as the sweep found it: its players in seat order (computer seats left out). */
export interface WaitingTable {
  gameId: number;
  /** The game's url. */
  game: string;
  userIds: number[];
}

/** Where the housekeeping sweep reads and removes what has waited too long (PostgreSQL in the app). */
export interface HousekeepingStore {
  /**
   * Runs `work` while holding the sweep's lock, shared by every instance on the database; null, without running it,
   * when another instance holds it.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T | null>;
  /** Waiting private tables whose newest seat was taken more than `idleMs` ago, oldest first, at most `limit`. */
  idleWaitingTables(idleMs: number, limit: number): Promise<WaitingTable[]>;
  /**
   * Closes the table as if its last player had left (every seat freed, the game over with `closed` as its match, its
   * code free), provided it is still waiting, private, seated as read and idle for `idleMs`; whether it did.
   */
  closeWaitingTable(table: WaitingTable, idleMs: number, closed: Match<unknown>): Promise<boolean>;
  /**
   * Deletes guests never seated at any table and not seen (signed in or refreshed) for `unseenMs`, with their
   * sessions, the longest unseen first, at most `limit`; how many it deleted.
   */
  deleteIdleGuests(unseenMs: number, limit: number): Promise<number>;
}

export const HOUSEKEEPING_STORE = Symbol('HOUSEKEEPING_STORE');
