import type { LoggedAction } from '@tabletop/protocol';
import { findGame } from '../games/registry';
import type { HistoryQuery, HistoryStore, StoredMove, StoredPlayer, StoredRecordGame } from './history-store';

/** The history module's unit-test store and the games it holds: Super Tic-Tac-Toe between Ann and Ben. */

export const [ann, ben, cat] = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Ben' },
  { id: 3, name: 'Cat' },
];

/** Game 5 (ABCD), finished and private, two moves long; `fields` change it. */
export function recordGame(fields: Partial<StoredRecordGame> = {}): StoredRecordGame {
  return {
    id: 5,
    game: 'super_tic_tac_toe',
    code: 'ABCD',
    status: 'over',
    listed: false,
    seed: 'seed',
    version: 2,
    match: { ...findGame('super_tic_tac_toe')!.definition.setup([ann, ben]), gameOver: true, player: null },
    createdAt: new Date('2026-11-25T10:00:00Z'),
    updatedAt: new Date('2026-11-25T10:10:00Z'),
    players: [ann, ben],
    ...fields,
  };
}

/** Every game's log: X in the centre, O in the centre board's corner. */
export const LOG: LoggedAction[] = [
  { playerId: ann.id, action: { board: 4, cell: 4 } },
  { playerId: ben.id, action: { board: 4, cell: 0 } },
];

/** The same moves as written at their commits. */
export const WRITTEN: StoredMove[] = [
  { version: 1, playerId: ann.id, text: 'X b5 c5' },
  { version: 2, playerId: ben.id, text: 'O b5 c1' },
];

/** An in-memory HistoryStore that records what it was asked. */
export function memoryHistoryStore({
  users = [],
  games = [],
  log = LOG,
  moves = WRITTEN,
}: { users?: StoredPlayer[]; games?: StoredRecordGame[]; log?: LoggedAction[]; moves?: StoredMove[] } = {}) {
  const asked: { history: HistoryQuery[]; logs: number[]; moves: number[] } = { history: [], logs: [], moves: [] };
  const store: HistoryStore = {
    findHistory: async (query) => {
      asked.history.push(query);
      return [];
    },
    findPlayerByName: async (name) => users.find((user) => user.name.toLowerCase() === name.toLowerCase()) ?? null,
    findGame: async (id) => games.find((game) => game.id === id) ?? null,
    findGameByCode: async (code, userId) => {
      const underCode = games.filter((game) => game.code === code.toUpperCase()).sort((a, b) => b.id - a.id);
      return underCode.find((game) => game.players.some((seat) => seat.id === userId)) ?? underCode[0] ?? null;
    },
    findLog: async (gameId) => {
      asked.logs.push(gameId);
      return log;
    },
    findMoves: async (gameId, after) => {
      asked.moves.push(gameId);
      return moves.filter((move) => move.version > after);
    },
  };
  return { store, asked };
}
