import { createTestDatabase, querySql } from './database';
import { startRedisServer } from './redis-server';
import { connect, guest, startServer, type ClientSocket, type Guest } from './server';

type Server = Awaited<ReturnType<typeof startServer>>;

/**
 * Registers beforeAll/afterAll hooks that give the file its own fresh database and a real server on it; the
 * returned accessors read them once the hooks have run. Sockets handed to `track` are closed at the end. `env` may be
 * a function, read when the server starts (after hooks registered earlier, e.g. one starting a key server). `host`:
 * another loopback address to listen on (e.g. `::1`).
 */
export function useTestServer(env: Record<string, string> | (() => Record<string, string>) = {}, host?: string) {
  let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let server: Server | undefined;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    server = await startServer(db.url, typeof env === 'function' ? env() : env, host);
  }, 30000);

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await server?.app.close();
    await db?.drop();
  }, 30000);

  const started = (): Server => {
    if (!server) throw new Error('The test server is not running (use it inside tests, after beforeAll)');
    return server;
  };
  return {
    get server() {
      return started();
    },
    get baseUrl() {
      return started().baseUrl;
    },
    http: () => started().http(),
    databaseUrl: () => db!.url,
    track: (...more: ClientSocket[]) => void sockets.push(...more),
    /** One query on the file's database. */
    sql: <T>(text: string, values: unknown[] = []) => querySql<T>(db!.url, text, values),
    /** A new guest with a socket of their own, closed at the end. */
    async player(): Promise<Guest & { socket: ClientSocket }> {
      const who = await guest(started().baseUrl);
      const socket = await connect(started().baseUrl, { token: who.jwt });
      sockets.push(socket);
      return { ...who, socket };
    },
  };
}

/**
 * Like useTestServer, with two servers on one fresh database sharing a private Redis: players of one game may sit on
 * different instances. Read `one` and `two` (and `redis`, to take it away) inside tests.
 */
export function useTwoInstances(env: Record<string, string> = {}) {
  let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined;
  const servers: Server[] = [];
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    [db, redis] = await Promise.all([createTestDatabase(), startRedisServer()]);
    const shared = { ...env, REDIS_URL: redis.url };
    servers.push(...(await Promise.all([startServer(db.url, shared), startServer(db.url, shared)])));
  }, 30000);

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await Promise.all(servers.map((server) => server.app.close()));
    await Promise.all([db?.drop(), redis?.stop()]);
  }, 30000);

  const started = (index: number): Server => {
    if (!servers[index]) throw new Error('The test servers are not running (use them inside tests, after beforeAll)');
    return servers[index];
  };
  return {
    get one() {
      return started(0);
    },
    get two() {
      return started(1);
    },
    databaseUrl: () => db!.url,
    get redis() {
      if (!redis) throw new Error('Redis is not running (use it inside tests, after beforeAll)');
      return redis;
    },
    track: (...more: ClientSocket[]) => void sockets.push(...more),
  };
}
