import { NotFoundException } from '@nestjs/common';
import type { StoredMove, StoredRecordGame } from './history-store';
import { ann, ben, cat, LOG, memoryHistoryStore, recordGame, WRITTEN } from './memory-history-store';
import { MoveListService } from './move-list.service';
import { UNKNOWN_GAME } from './record-access';
import { ReplayService } from './replay.service';

function setup(games: StoredRecordGame[], moves: StoredMove[] = WRITTEN) {
  const { store, asked } = memoryHistoryStore({ games, log: LOG, moves });
  const replays = new ReplayService(store);
  return { service: new MoveListService(store, replays), replays, asked };
}

describe('MoveListService', () => {
  it('lists the moves after a version as they were written, reading no log and nothing when none follow', async () => {
    const { service, asked } = setup([
      recordGame({ status: 'playing' }),
      recordGame({ id: 9, code: 'WAIT', status: 'waiting', version: 0 }),
    ]);
    expect(await service.moves(ann.id, 'abcd', 1)).toEqual({
      gameId: 5,
      moves: [{ version: 2, player: ben, text: 'O b5 c1' }],
    });
    expect(await service.moves(ann.id, 'ABCD', 2)).toEqual({ gameId: 5, moves: [] });
    expect(await service.moves(ann.id, 'WAIT', 0)).toEqual({ gameId: 9, moves: [] });
    expect(asked).toMatchObject({ moves: [5], logs: [] });
    await expect(service.moves(ann.id, 'QQQQ', 0)).rejects.toThrow(NotFoundException);
  });

  it("reads a game's moves once for every viewer, and makes their JSON once for the same moves", async () => {
    const { service, asked } = setup([recordGame({ status: 'playing' })]);
    const [first, second] = [await service.moves(ann.id, 'ABCD', 0), await service.moves(cat.id, 'ABCD', 0)];
    expect(second).toEqual(first);
    expect(asked.moves).toEqual([5]);
    const json = await service.movesJson(cat.id, 'ABCD', 0);
    expect(JSON.parse(json)).toEqual(first);
    expect(await service.movesJson(ann.id, 'ABCD', 0)).toBe(json);
  });

  it('rebuilds the moves logged before texts were kept, once for a finished game', async () => {
    const unwritten = WRITTEN.map((move) => ({ ...move, text: null }));
    const running = setup([recordGame({ status: 'playing' })], unwritten);
    expect((await running.service.moves(ann.id, 'ABCD', 1)).moves).toEqual([
      { version: 2, player: ben, text: 'O b5 c1' },
    ]);
    const finished = setup([recordGame()], unwritten);
    expect((await finished.service.moves(ann.id, 'ABCD', 0)).moves.map((move) => move.text)).toEqual([
      'X b5 c5',
      'O b5 c1',
    ]);
    await finished.service.moves(ben.id, 'ABCD', 1);
    await finished.replays.replayJson(ben.id, 5);
    expect(finished.asked.logs).toEqual([5]);
  });

  it("shows anyone holding the code a running game's moves, and a finished one's only to its seats unless public", async () => {
    const { service } = setup([recordGame({ status: 'playing' }), recordGame({ id: 6, code: 'LIST', listed: true })]);
    expect((await service.moves(cat.id, 'ABCD', 0)).moves).toHaveLength(2);
    expect((await service.moves(cat.id, 'LIST', 0)).moves).toHaveLength(2);
    const over = setup([recordGame()]).service;
    await expect(over.moves(cat.id, 'ABCD', 0)).rejects.toThrow(new NotFoundException(UNKNOWN_GAME));
    expect((await over.moves(ben.id, 'ABCD', 0)).moves).toHaveLength(2);
  });
});
