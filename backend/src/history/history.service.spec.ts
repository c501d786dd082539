import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  InternalServerErrorException,
  NotFoundException,
} from '@nestjs/common';
import { game as ttt } from '@tabletop/super-tic-tac-toe/rules';
import type { LoggedAction } from '@tabletop/game-kit';
import type { HistoryQuery, HistoryStore, StoredMove, StoredPlayer, StoredRecordGame } from './history-store';
import { HistoryService } from './history.service';
import { NEVER_STARTED, STILL_RUNNING, UNKNOWN_GAME } from './record-access';

const [ann, ben, cat] = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Ben' },
  { id: 3, name: 'Cat' },
];

function recordGame(fields: Partial<StoredRecordGame> = {}): StoredRecordGame {
  return {
    id: 5,
    game: 'super_tic_tac_toe',
    code: 'ABCD',
    status: 'over',
    listed: false,
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

const WRITTEN: StoredMove[] = [
  { version: 1, playerId: ann.id, text: 'X b5 c5' },
  { version: 2, playerId: ben.id, text: 'O b5 c1' },
];

/** The service over an in-memory store that records what it was asked; `moves` are the texts written at commit. */
function setup(
  users: StoredPlayer[] = [],
  games: StoredRecordGame[] = [],
  log: LoggedAction[] = LOG,
  moves: StoredMove[] = WRITTEN,
) {
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
  return { service: new HistoryService(store), asked };
}

describe('HistoryService', () => {
  it('asks the store for one game more than the page, and refuses an unknown game before asking', async () => {
    const { service, asked } = setup();
    expect(await service.history(ann.id, { before: 40, limit: 10, game: 'repello' })).toEqual({
      games: [],
      next: null,
    });
    expect(asked.history).toEqual([{ userId: ann.id, viewerId: ann.id, game: 'repello', before: 40, limit: 11 }]);
    await expect(service.history(ann.id, { game: 'chess' })).rejects.toBeInstanceOf(BadRequestException);
    expect(asked.history).toHaveLength(1);
    await service.history(ann.id, {});
    expect(asked.history[1]).toEqual({
      userId: ann.id,
      viewerId: ann.id,
      game: undefined,
      before: undefined,
      limit: 21,
    });
  });

  it("shows a person's games as the caller may see them, a guest's only to the guest, and no computer's", async () => {
    const users: StoredPlayer[] = [
      { id: 1, name: 'Ann', kind: 'registered' },
      { id: 2, name: 'guest-uuid', kind: 'guest' },
      { id: 3, name: 'Computer (Easy)', kind: 'computer' },
    ];
    const { service, asked } = setup(users);
    await service.playerGames(2, 'ANN', {});
    await service.playerGames(2, 'guest-uuid', {});
    expect(asked.history.map(({ userId, viewerId }) => ({ userId, viewerId }))).toEqual([
      { userId: 1, viewerId: 2 },
      { userId: 2, viewerId: 2 },
    ]);
    await expect(service.playerGames(1, 'guest-uuid', {})).rejects.toThrow(ForbiddenException);
    await expect(service.playerGames(1, 'Computer (Easy)', {})).rejects.toThrow(NotFoundException);
    await expect(service.playerGames(1, 'nobody', {})).rejects.toThrow(NotFoundException);
  });

  it('replays a finished game to its seats, and a log its rules refuse as a fault of ours', async () => {
    const { service } = setup([], [recordGame()]);
    const replay = await service.replay(ben.id, 5);
    expect(replay).toMatchObject({ id: 5, players: [ann, ben], endedAt: '2026-11-25T10:10:00.000Z' });
    expect(replay.moves.map((move) => move.text)).toEqual(['X b5 c5', 'O b5 c1']);
    expect(replay.result).toEqual({ winners: [ann, ben], draw: true, forfeited: [] });
    const refused = setup([], [recordGame()], [{ playerId: ben.id, action: { board: 0, cell: 0 } }]).service;
    await expect(refused.replay(ann.id, 5)).rejects.toThrow(InternalServerErrorException);
  });

  it("answers a private game's replay to anyone but its seats as an unknown id, built or not", async () => {
    const games = [recordGame(), recordGame({ id: 6, listed: true })];
    const { service, asked } = setup([], games);
    await expect(service.replay(cat.id, 5)).rejects.toThrow(new NotFoundException(UNKNOWN_GAME));
    await expect(service.replay(cat.id, 8)).rejects.toThrow(new NotFoundException(UNKNOWN_GAME));
    // Refused before anything is rebuilt.
    expect(asked.logs).toEqual([]);
    await service.replay(ann.id, 5);
    await expect(service.replay(cat.id, 5)).rejects.toThrow(new NotFoundException(UNKNOWN_GAME));
    expect((await service.replay(cat.id, 6)).id).toBe(6);
  });

  it('has no replay of a game still running or waiting, nor of one everyone left before it started', async () => {
    const neverStarted = recordGame({ id: 9, listed: true, players: [], version: 0 });
    neverStarted.match = { game: 'super_tic_tac_toe', player: null, score: [], gameOver: true, state: null };
    const games = [recordGame({ id: 6, status: 'playing' }), recordGame({ id: 7, status: 'waiting' }), neverStarted];
    const { service, asked } = setup([], games);
    await expect(service.replay(ann.id, 6)).rejects.toThrow(new ConflictException(STILL_RUNNING));
    await expect(service.replay(ann.id, 7)).rejects.toThrow(new ConflictException(STILL_RUNNING));
    await expect(service.replay(cat.id, 6)).rejects.toThrow(new NotFoundException(UNKNOWN_GAME));
    await expect(service.replay(cat.id, 9)).rejects.toThrow(new ConflictException(NEVER_STARTED));
    expect(asked.logs).toEqual([]);
  });

  it("builds a finished game's replay once, for viewers asking at the same time too, and serves it unread", async () => {
    const games = [recordGame({ listed: true }), recordGame({ id: 6, status: 'playing' })];
    const { service, asked } = setup([], games);
    const [first, second] = await Promise.all([service.replay(ann.id, 5), service.replay(cat.id, 5)]);
    expect(second).toBe(first);
    expect(await service.replay(ben.id, 5)).toBe(first);
    expect(asked.logs).toEqual([5]);
    await expect(service.replay(ann.id, 6)).rejects.toThrow(ConflictException);
    games[1].status = 'over';
    expect((await service.replay(ann.id, 6)).id).toBe(6);
  });

  it('lists the moves after a version as they were written, reading no log and nothing when none follow', async () => {
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
    expect(asked).toMatchObject({ moves: [5], logs: [] });
    await expect(service.moves(ann.id, 'QQQQ', 0)).rejects.toThrow(NotFoundException);
  });

  it("reads a game's moves once for every viewer, then only those written since", async () => {
    const games = [recordGame({ status: 'playing' })];
    const { service, asked } = setup([], games);
    const [first, second] = [await service.moves(ann.id, 'ABCD', 0), await service.moves(cat.id, 'ABCD', 0)];
    expect(second).toEqual(first);
    expect(asked.moves).toEqual([5]);
  });

  it('rebuilds the moves logged before texts were kept, once for a finished game', async () => {
    const unwritten = WRITTEN.map((move) => ({ ...move, text: null }));
    const running = setup([], [recordGame({ status: 'playing' })], LOG, unwritten);
    expect((await running.service.moves(ann.id, 'ABCD', 1)).moves).toEqual([
      { version: 2, player: ben, text: 'O b5 c1' },
    ]);
    const finished = setup([], [recordGame()], LOG, unwritten);
    expect((await finished.service.moves(ann.id, 'ABCD', 0)).moves.map((move) => move.text)).toEqual([
      'X b5 c5',
      'O b5 c1',
    ]);
    await finished.service.moves(ben.id, 'ABCD', 1);
    await finished.service.replay(ben.id, 5);
    expect(finished.asked.logs).toEqual([5]);
  });

  it("shows anyone holding the code a running game's moves, and a finished one's only to its seats unless public", async () => {
    const { service } = setup(
      [],
      [recordGame({ status: 'playing' }), recordGame({ id: 6, code: 'LIST', listed: true })],
    );
    expect((await service.moves(cat.id, 'ABCD', 0)).moves).toHaveLength(2);
    expect((await service.moves(cat.id, 'LIST', 0)).moves).toHaveLength(2);
    const over = setup([], [recordGame()]).service;
    await expect(over.moves(cat.id, 'ABCD', 0)).rejects.toThrow(new NotFoundException(UNKNOWN_GAME));
    expect((await over.moves(ben.id, 'ABCD', 0)).moves).toHaveLength(2);
  });
});
