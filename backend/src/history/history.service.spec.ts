import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  InternalServerErrorException,
  NotFoundException,
} from '@nestjs/common';
import { game as ttt } from '@tabletop/super-tic-tac-toe/rules';
import type { LoggedAction } from '@tabletop/game-kit';
import type { HistoryQuery, HistoryStore, StoredPlayer, StoredRecordGame } from './history-store';
import { HistoryService } from './history.service';

const [ann, ben] = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Ben' },
];

function recordGame(fields: Partial<StoredRecordGame> = {}): StoredRecordGame {
  return {
    id: 5,
    game: 'super_tic_tac_toe',
    code: 'ABCD',
    status: 'over',
    seed: 'seed',
    version: 2,
    match: { ...ttt.setup([ann, ben]), gameOver: true, player: null },
    createdAt: new Date('2026-11-25T10:00:00Z'),
    updatedAt: new Date('2026-11-25T10:10:00Z'),
    players: [ann, ben],
    ...fields,
  };
}

const LOG: LoggedAction[] = [
  { playerId: ann.id, action: { board: 4, cell: 4 } },
  { playerId: ben.id, action: { board: 4, cell: 0 } },
];

/** The service over an in-memory store that records what it was asked. */
function setup(users: StoredPlayer[] = [], games: StoredRecordGame[] = [], log: LoggedAction[] = LOG) {
  const asked: { history: HistoryQuery[]; logs: number[] } = { history: [], logs: [] };
  const store: HistoryStore = {
    findHistory: async (query) => {
      asked.history.push(query);
      return [];
    },
    findPlayerByName: async (name) => users.find((user) => user.name.toLowerCase() === name.toLowerCase()) ?? null,
    findGame: async (id) => games.find((game) => game.id === id) ?? null,
    findGameByCode: async (code) => games.find((game) => game.code === code.toUpperCase()) ?? null,
    findLog: async (gameId) => {
      asked.logs.push(gameId);
      return log;
    },
  };
  return { service: new HistoryService(store), asked };
}

describe('HistoryService', () => {
  it('asks the store for one game more than the page, and refuses an unknown game before asking', async () => {
    const { service, asked } = setup();
    expect(await service.history(ann.id, { before: 40, limit: 10, game: 'repello' })).toEqual({
      games: [],
      next: null,
    });
    expect(asked.history).toEqual([{ userId: ann.id, game: 'repello', before: 40, limit: 11 }]);
    await expect(service.history(ann.id, { game: 'chess' })).rejects.toBeInstanceOf(BadRequestException);
    expect(asked.history).toHaveLength(1);
    await service.history(ann.id, {});
    expect(asked.history[1]).toEqual({ userId: ann.id, game: undefined, before: undefined, limit: 21 });
  });

  it("shows a person's games, a guest's only to the guest, and no computer's", async () => {
    const users: StoredPlayer[] = [
      { id: 1, name: 'Ann', kind: 'registered' },
      { id: 2, name: 'guest-uuid', kind: 'guest' },
      { id: 3, name: 'Computer (Easy)', kind: 'computer' },
    ];
    const { service, asked } = setup(users);
    await service.playerGames(2, 'ANN', {});
    await service.playerGames(2, 'guest-uuid', {});
    expect(asked.history.map((query) => query.userId)).toEqual([1, 2]);
    await expect(service.playerGames(1, 'guest-uuid', {})).rejects.toThrow(ForbiddenException);
    await expect(service.playerGames(1, 'Computer (Easy)', {})).rejects.toThrow(NotFoundException);
    await expect(service.playerGames(1, 'nobody', {})).rejects.toThrow(NotFoundException);
  });

  it('replays only finished games, and answers a log its rules refuse as a fault of ours', async () => {
    const games = [recordGame(), recordGame({ id: 6, status: 'playing' }), recordGame({ id: 7, status: 'waiting' })];
    const { service } = setup([], games);
    const replay = await service.replay(5);
    expect(replay).toMatchObject({ id: 5, players: [ann, ben], endedAt: '2026-11-25T10:10:00.000Z' });
    expect(replay.moves.map((move) => move.text)).toEqual(['X b5 c5', 'O b5 c1']);
    expect(replay.result).toEqual({ winners: [ann, ben], draw: true, forfeited: [] });
    await expect(service.replay(6)).rejects.toThrow(ConflictException);
    await expect(service.replay(7)).rejects.toThrow(ConflictException);
    await expect(service.replay(8)).rejects.toThrow(NotFoundException);
    const refused = setup([], games, [{ playerId: ben.id, action: { board: 0, cell: 0 } }]).service;
    await expect(refused.replay(5)).rejects.toThrow(InternalServerErrorException);
  });

  it("builds a finished game's replay once and serves it again without reading the log", async () => {
    const games = [recordGame(), recordGame({ id: 6, status: 'playing' })];
    const { service, asked } = setup([], games);
    const first = await service.replay(5);
    expect(await service.replay(5)).toBe(first);
    expect(asked.logs).toEqual([5]);
    await expect(service.replay(6)).rejects.toThrow(ConflictException);
    games[1].status = 'over';
    expect((await service.replay(6)).id).toBe(6);
  });

  it('lists moves after a version, reading no log when there is nothing after it', async () => {
    const games = [
      recordGame({ status: 'playing' }),
      recordGame({ id: 9, code: 'WAIT', status: 'waiting', version: 0 }),
    ];
    const { service, asked } = setup([], games);
    expect(await service.moves(ann.id, 'abcd', 1)).toEqual({
      gameId: 5,
      moves: [{ version: 2, player: ben, text: 'O b5 c1' }],
    });
    expect(await service.moves(ann.id, 'ABCD', 2)).toEqual({ gameId: 5, moves: [] });
    expect(await service.moves(ann.id, 'WAIT', 0)).toEqual({ gameId: 9, moves: [] });
    expect(asked.logs).toEqual([5]);
    await expect(service.moves(ann.id, 'QQQQ', 0)).rejects.toThrow(NotFoundException);
  });
});
