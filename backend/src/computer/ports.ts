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

/**
 * Where computer seats are kept (PostgreSQL in the app): the computer plays as a fixed set of users, one per level and
 * place among a game's computer seats, and each computer seat carries its level.
 */
export interface ComputerStore {
  /** The users the first `count` computer seats of a game at `level` are, each made the first time it is needed. */
  computerUsers(level: ComputerLevel, count: number): Promise<Player[]>;
  /**
   * In one transaction: the game `setup` makes for `players` (the person in seat 0, then the computers at `level`),
   * started, with every seat. A live code taken already throws the database's unique violation.
   */
  createGame(
    players: Player[],
    level: ComputerLevel,
    game: { code: string; url: string },
    setup: (players: Player[]) => { match: Match<unknown>; seed: string },
  ): Promise<StoredGame>;
  /** Every computer seat to move in a playing game. */
  waitingTurns(): Promise<ComputerTurn[]>;
  /** The level of each of these users that is a computer. */
  levelsOf(userIds: readonly number[]): Promise<Map<number, ComputerLevel>>;
}

export const COMPUTER_STORE = Symbol('COMPUTER_STORE');
