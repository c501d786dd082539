import { ConflictException, InternalServerErrorException, NotFoundException } from '@nestjs/common';
import type { LoggedAction, Replay } from '@tabletop/protocol';
import type { StoredRecordGame } from './history-store';
import { ann, ben, cat, memoryHistoryStore, recordGame } from './memory-history-store';
import { NEVER_STARTED, STILL_RUNNING, UNKNOWN_GAME } from './record-access';
import { ReplayService } from './replay.service';

function setup(games: StoredRecordGame[], log?: LoggedAction[]) {
  const { store, asked } = memoryHistoryStore({ games, log });
  return { service: new ReplayService(store), asked };
}

/** The replay the service answers `viewerId`, read back from its JSON. */
async function replayOf(service: ReplayService, viewerId: number, id: number): Promise<Replay> {
  return JSON.parse(await service.replayJson(viewerId, id)) as Replay;
}

describe('ReplayService', () => {
  it('replays a finished game to its seats, and a log its rules refuse as a fault of ours', async () => {
    const { service } = setup([recordGame()]);
    const replay = await replayOf(service, ben.id, 5);
    expect(replay).toMatchObject({ id: 5, players: [ann, ben], endedAt: '2026-11-25T10:10:00.000Z' });
    expect(replay.moves.map((move) => move.text)).toEqual(['X b5 c5', 'O b5 c1']);
    expect(replay.result).toEqual({ winners: [ann, ben], draw: true, forfeited: [] });
    const refused = setup([recordGame()], [{ playerId: ben.id, action: { board: 0, cell: 0 } }]).service;
    await expect(refused.replayJson(ann.id, 5)).rejects.toThrow(InternalServerErrorException);
  });

  it("answers a private game's replay to anyone but its seats as an unknown id, built or not", async () => {
    const { service, asked } = setup([recordGame(), recordGame({ id: 6, listed: true })]);
    await expect(service.replayJson(cat.id, 5)).rejects.toThrow(new NotFoundException(UNKNOWN_GAME));
    await expect(service.replayJson(cat.id, 8)).rejects.toThrow(new NotFoundException(UNKNOWN_GAME));
    // Refused before anything is rebuilt.
    expect(asked.logs).toEqual([]);
    await service.replayJson(ann.id, 5);
    await expect(service.replayJson(cat.id, 5)).rejects.toThrow(new NotFoundException(UNKNOWN_GAME));
    expect((await replayOf(service, cat.id, 6)).id).toBe(6);
  });

  it('has no replay of a game still running or waiting, nor of one everyone left before it started', async () => {
    const neverStarted = recordGame({ id: 9, listed: true, players: [], version: 0 });
    neverStarted.match = { game: 'super_tic_tac_toe', player: null, score: [], gameOver: true, state: null };
    const { service, asked } = setup([
      recordGame({ id: 6, status: 'playing' }),
      recordGame({ id: 7, status: 'waiting' }),
      neverStarted,
    ]);
    await expect(service.replayJson(ann.id, 6)).rejects.toThrow(new ConflictException(STILL_RUNNING));
    await expect(service.replayJson(ann.id, 7)).rejects.toThrow(new ConflictException(STILL_RUNNING));
    await expect(service.replayJson(cat.id, 6)).rejects.toThrow(new NotFoundException(UNKNOWN_GAME));
    await expect(service.replayJson(cat.id, 9)).rejects.toThrow(new ConflictException(NEVER_STARTED));
    expect(asked.logs).toEqual([]);
  });

  it("builds a finished game's replay once, for viewers asking at the same time too, and serves it unread", async () => {
    const games = [recordGame({ listed: true }), recordGame({ id: 6, status: 'playing' })];
    const { service, asked } = setup(games);
    const [first, second] = await Promise.all([service.replayJson(ann.id, 5), service.replayJson(cat.id, 5)]);
    expect(second).toBe(first);
    expect(await service.replayJson(ben.id, 5)).toBe(first);
    expect(asked.logs).toEqual([5]);
    await expect(service.replayJson(ann.id, 6)).rejects.toThrow(ConflictException);
    games[1].status = 'over';
    expect((await replayOf(service, ann.id, 6)).id).toBe(6);
  });
});
