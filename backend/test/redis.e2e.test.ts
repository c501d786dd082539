import { createTestDatabase } from './support/database';
import { winningGame } from './support/play';
import type { Presence } from '@tabletop/protocol';
import { act, connect, guest, nextState, startServer, type ClientSocket } from './support/server';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('two instances on one database, joined by the Redis adapter', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let one: Awaited<ReturnType<typeof startServer>>;
  let two: Awaited<ReturnType<typeof startServer>>;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    [one, two] = await Promise.all([startServer(db.url, { REDIS_URL }), startServer(db.url, { REDIS_URL })]);
  }, 30000);

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await Promise.all([one?.app.close(), two?.app.close()]);
    await db?.drop();
  }, 30000);

  it('shares the JWT secret and broadcasts moves made on one instance to players on the other', async () => {
    const alice = await guest(one.baseUrl);
    const bob = await guest(two.baseUrl);
    const aliceSocket = await connect(one.baseUrl, { token: alice.jwt });
    const bobSocket = await connect(two.baseUrl, { token: bob.jwt }); // a token from the other instance
    sockets.push(aliceSocket, bobSocket);

    const { body } = await one
      .http()
      .post('/api/game/create')
      .set(alice.auth)
      .send({ game: 'super_tic_tac_toe' })
      .expect(200);
    const started = Promise.all([nextState(aliceSocket, 'startGame'), nextState(bobSocket, 'startGame')]);
    await two
      .http()
      .post('/api/game/join')
      .set(bob.auth)
      .send({ game: 'super_tic_tac_toe', code: body.code })
      .expect(200);
    const [start] = await started;

    const socketOf = new Map([
      [alice.id, aliceSocket],
      [bob.id, bobSocket],
    ]);
    const { moves } = winningGame(start);
    for (const [index, { playerId, action }] of moves.slice(0, 6).entries()) {
      const other = socketOf.get(playerId === alice.id ? bob.id : alice.id)!;
      const seen = nextState(other, 'emit-state', (state) => state.version === index + 1);
      expect(await act(socketOf.get(playerId)!, { code: start.code, version: index, action })).toEqual({
        ok: true,
        version: index + 1,
      });
      expect((await seen).version).toBe(index + 1);
    }
  });

  it('knows who is connected on either instance: presence events, sync and the presence request', async () => {
    const alice = await guest(one.baseUrl);
    const bob = await guest(two.baseUrl);
    const aliceSocket = await connect(one.baseUrl, { token: alice.jwt });
    let bobSocket = await connect(two.baseUrl, { token: bob.jwt });
    sockets.push(aliceSocket, bobSocket);
    const { body } = await one.http().post('/api/game/create').set(alice.auth).send({ game: 'super_tic_tac_toe' });
    const started = nextState(aliceSocket, 'startGame');
    await two.http().post('/api/game/join').set(bob.auth).send({ game: 'super_tic_tac_toe', code: body.code });
    const { code } = await started;

    const presence = (filter: (online: number[]) => boolean) =>
      new Promise<Presence>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('No matching presence within 5 s')), 5000);
        const listener = (event: Presence) => {
          if (event.code !== code || !filter(event.online)) return;
          clearTimeout(timer);
          aliceSocket.off('presence', listener);
          resolve(event);
        };
        aliceSocket.on('presence', listener);
      });

    expect(await aliceSocket.timeout(5000).emitWithAck('presence', { code })).toEqual({
      ok: true,
      code,
      online: [alice.id, bob.id],
    });
    const gone = presence((online) => !online.includes(bob.id));
    bobSocket.close();
    expect((await gone).online).toEqual([alice.id]);

    const back = presence((online) => online.includes(bob.id));
    bobSocket = await connect(two.baseUrl, { token: bob.jwt });
    sockets.push(bobSocket);
    expect((await back).online).toEqual([alice.id, bob.id]);
    expect(await aliceSocket.timeout(5000).emitWithAck('sync', { code })).toMatchObject({
      ok: true,
      online: [alice.id, bob.id],
    });
  });
});
