import type { Match, Player } from '@tabletop/game-kit';
import type { StoredGame } from '../match/game-state';
import type { ComputerLevel } from './computer-level';

/** A computer's turn: the game at a version with a computer seat to move. */
export interface ComputerTurn {
  gameId: number;
  code: string;
  version: number;
  match: Match<unknown>;
  playerId: number;
  level: ComputerLevel;
}

/** Where computer seats are kept (PostgreSQL in the app): a computer is a user with a level on its seat. */
export interface ComputerStore {
  /**
   * In one transaction: a user per computer seat (named `name`), then the game `setup` makes for the person in seat 0
   * and those computers, started, with every seat. A live code taken already throws the database's unique violation.
   */
  createGame(
    person: Player,
    computers: { name: string; level: ComputerLevel; count: number },
    game: { code: string; url: string },
    setup: (players: Player[]) => { match: Match<unknown>; seed: string },
  ): Promise<StoredGame>;
  /** Every computer seat to move in a playing game. */
  waitingTurns(): Promise<ComputerTurn[]>;
  /** The level of each of these users that is a computer. */
  levelsOf(userIds: readonly number[]): Promise<Map<number, ComputerLevel>>;
}

export const COMPUTER_STORE = Symbol('COMPUTER_STORE');
