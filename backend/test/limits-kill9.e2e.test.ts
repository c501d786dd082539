import { sleep, useBackendProcesses } from './support/backend-process';
import { createTestDatabase } from './support/database';
import { startRedisServer } from './support/redis-server';
import { connect, guest, type ClientSocket } from './support/server';
import { sharedEnv } from './support/two-player-game';

/** A connection, or the connect_error message. */
const attempt = (baseUrl: string, token: string): Promise<ClientSocket | string> =>
  connect(baseUrl, { token }).catch((error: Error) => error.message);

describe('socket connections per IP across instances when one dies', () => {
  const processes = useBackendProcesses('limits-kill-9');
  let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined;
  const sockets: ClientSocket[] = [];

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await redis?.stop();
    await db?.drop();
  }, 30000);

  it("keeps a live instance's connections counted, and stops counting a killed one's", async () => {
    db = await createTestDatabase();
    redis = await startRedisServer();
    const env = { ...sharedEnv(db.url, redis.url), SOCKET_CONNECTIONS_PER_IP: '2' };
    const [one, two] = await Promise.all([processes.start('one', env), processes.start('two', env)]);
    const { jwt } = await guest(one.baseUrl);
    for (let i = 0; i < 2; i++) {
      const socket = await attempt(one.baseUrl, jwt);
      if (typeof socket === 'string') throw new Error(`connection refused: ${socket}`);
      sockets.push(socket);
    }
    expect(await attempt(two.baseUrl, jwt)).toBe('Too many connections');
    // Past the liveness key's lifetime: the heartbeat keeps `one` and its connections counted.
    await sleep(17_000);
    expect(await attempt(two.baseUrl, jwt)).toBe('Too many connections');

    await one.kill9();
    const killedAt = Date.now();
    let again: ClientSocket | string = 'not tried';
    while (typeof again === 'string' && Date.now() - killedAt < 30_000) {
      await sleep(500);
      again = await attempt(two.baseUrl, jwt);
    }
    expect(typeof again).not.toBe('string');
    sockets.push(again as ClientSocket);
  }, 90000);
});
