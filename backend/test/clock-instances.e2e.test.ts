import type { GameState } from '@tabletop/game-kit';
import request from 'supertest';
import { sleep, useBackendProcesses } from './support/backend-process';
import { createTestDatabase, querySql } from './support/database';
import { winningGame } from './support/play';
import { startRedisServer } from './support/redis-server';
import { act, connect, guest, nextState, type ClientSocket, type Guest } from './support/server';
import { useTwoInstances } from './support/test-server';
import { sharedEnv } from './support/two-player-game';

const TTT = 'super_tic_tac_toe';
const SHORT = { initial: 10, increment: 0 };

type Seat = Guest & { socket: ClientSocket };

/** Ann creates a Super Tic-Tac-Toe game with a ten-second clock on `annUrl`, Ben joins on `benUrl`; both connected. */
async function clockedGame(annUrl: string, benUrl: string, track: (socket: ClientSocket) => void) {
  const seat = async (url: string): Promise<Seat> => {
    const who = await guest(url);
    const socket = await connect(url, { token: who.jwt });
    track(socket);
    return { ...who, socket };
  };
  const [ann, ben] = [await seat(annUrl), await seat(benUrl)];
  const created = (await request(annUrl).post('/api/game/create').set(ann.auth).send({ game: TTT, clock: SHORT }))
    .body as GameState;
  const started = nextState(ann.socket, 'startGame');
  await request(benUrl).post('/api/game/join').set(ben.auth).send({ game: TTT, code: created.code }).expect(200);
  const start = await started;
  // One move each, so the clock (not a first-move abort) ends it; then Ann, to move, stops.
  for (const [index, { playerId, action }] of winningGame(start).moves.slice(0, 2).entries()) {
    const mover = playerId === ann.id ? ann : ben;
    expect(await act(mover.socket, { code: start.code, version: index, action })).toMatchObject({ ok: true });
  }
  return { ann, ben, code: start.code };
}

const timeoutsOf = (databaseUrl: string, code: string) =>
  querySql<{ user_id: number; version: number }>(
    databaseUrl,
    `SELECT a.user_id, a.version FROM game_actions a JOIN games g ON g.id = a.game_id
      WHERE upper(g.code) = upper($1) AND a.action = '{"type": "$timeout"}'::jsonb`,
    [code],
  );

describe('a clock that runs out with two instances sweeping', () => {
  const servers = useTwoInstances();

  it('ends the game once, told to both players on their own instances', async () => {
    const pushes: GameState[] = [];
    const { ann, ben, code } = await clockedGame(servers.one.baseUrl, servers.two.baseUrl, servers.track);
    for (const { socket } of [ann, ben]) socket.on('emit-state', (state) => pushes.push(state));
    const [annSees, benSees] = [ann, ben].map(({ socket }) =>
      nextState(socket, 'emit-state', (state) => state.gameOver, 15_000),
    );
    const [annEnd, benEnd] = await Promise.all([annSees, benSees]);
    for (const end of [annEnd, benEnd])
      expect(end).toMatchObject({ version: 3, forfeited: { players: [ann.id], timedOut: [ann.id] } });
    // Both instances sweep every quarter second: give a second claim the time to show itself, if there were one.
    await sleep(1500);
    expect(await timeoutsOf(servers.databaseUrl(), code)).toEqual([{ user_id: ann.id, version: 3 }]);
    expect(pushes.filter((state) => state.gameOver)).toHaveLength(2);
  }, 30_000);
});

describe('a clock that runs out while no instance is up', () => {
  const processes = useBackendProcesses('clock-kill9');
  let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined;
  const sockets: ClientSocket[] = [];

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await redis?.stop();
    await db?.drop();
  }, 30_000);

  it('ends the overdue game as soon as an instance is back after a kill -9, by the server’s clock', async () => {
    [db, redis] = await Promise.all([createTestDatabase(), startRedisServer()]);
    const only = await processes.start('only', sharedEnv(db.url, redis.url));
    const { ann, code } = await clockedGame(only.baseUrl, only.baseUrl, (socket) => sockets.push(socket));
    const flagFalls = Date.now() + SHORT.initial * 1000;
    await only.kill9();
    await sleep(flagFalls - Date.now() + 1000);
    expect(await querySql(db.url, 'SELECT status FROM games WHERE upper(code) = upper($1)', [code])).toEqual([
      { status: 'playing' },
    ]);
    const restarted = Date.now();
    await only.start();
    const until = Date.now() + 5000;
    let ended: { status: string; clock: GameState['clock'] }[] = [];
    while (Date.now() < until) {
      ended = await querySql(db.url, 'SELECT status, clock FROM games WHERE upper(code) = upper($1)', [code]);
      if (ended[0].status === 'over') break;
      await sleep(100);
    }
    expect(ended[0]).toMatchObject({ status: 'over', clock: { running: null, remainingMs: [0, expect.any(Number)] } });
    // Ended at start-up, not a clock's length later.
    expect(Date.now() - restarted).toBeLessThan(SHORT.initial * 1000);
    expect(await timeoutsOf(db.url, code)).toEqual([{ user_id: ann.id, version: 3 }]);
  }, 60_000);
});
