import Redis from 'ioredis';
import type { Response } from 'supertest';
import { register } from './support/auth';
import { connect, guest, type ClientSocket } from './support/server';
import { startRedisServer } from './support/redis-server';
import { useTwoInstances } from './support/test-server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each test counts from its own client IP, told to the servers as a trusted proxy would. */
const from = (ip: string) => ({ 'X-Forwarded-For': ip });

function expectRefused(response: Response, message: RegExp): void {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ message: expect.stringMatching(message), status: 429 });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

/** A connection from `ip`, or the connect_error message. */
const attempt = (baseUrl: string, token: string, ip: string): Promise<ClientSocket | string> =>
  connect(baseUrl, { token, headers: from(ip) }).catch((error: Error) => error.message);

describe('limits shared by two instances through Redis', () => {
  const servers = useTwoInstances({
    TRUST_PROXY: 'loopback',
    JOIN_RATE_LIMIT: '4/60s',
    LOOKUP_FAILURE_LIMIT: '3/60s',
    LOGIN_FAILURE_LIMIT: '2/1m',
    LOGIN_BACKOFF_MAX: '1m',
    SOCKET_CONNECTIONS_PER_IP: '3',
    PLAY_RATE_LIMIT: '3/60s',
    WATCH_RATE_LIMIT: '3/60s',
  });
  const join = (baseUrl: 'one' | 'two', auth: Record<string, string>, ip: string, code: string) =>
    servers[baseUrl].http().post('/api/game/join').set(auth).set(from(ip)).send({ game: 'super_tic_tac_toe', code });

  it('counts an HTTP rate limit once across both: N requests spread over them pass, the next is refused on either', async () => {
    const { auth } = await guest(servers.one.baseUrl);
    const ip = '198.51.100.1';
    // Malformed codes: refused by validation after the rate limit counted them, so no lookup fails.
    for (const instance of ['one', 'two', 'one', 'two'] as const) await join(instance, auth, ip, '!').expect(400);
    expectRefused(await join('one', auth, ip, '!'), /^Too many requests/);
    expectRefused(await join('two', auth, ip, '!'), /^Too many requests/);
    await join('two', auth, '198.51.100.99', '!').expect(400);
  });

  it("counts a user's writes to games once across both, and refuses the next on either", async () => {
    const { auth } = await guest(servers.one.baseUrl);
    const leave = (instance: 'one' | 'two', ip: string) =>
      servers[instance].http().post('/api/game/leave').set(auth).set(from(ip)).send({ code: 'ZZZZ' });
    for (const [instance, ip] of [
      ['one', '198.51.100.10'],
      ['two', '198.51.100.11'],
      ['one', '198.51.100.12'],
    ] as const)
      expect((await leave(instance, ip)).status).not.toBe(429);
    expectRefused(await leave('two', '198.51.100.13'), /^Too many requests/);
    expectRefused(await leave('one', '198.51.100.14'), /^Too many requests/);
  });

  it("counts a user's socket watch-tables once across both", async () => {
    const { jwt } = await guest(servers.one.baseUrl);
    const sockets = await Promise.all(
      (['one', 'two'] as const).map(async (instance) => {
        const socket = await connect(servers[instance].baseUrl, { token: jwt, headers: from('198.51.100.20') });
        servers.track(socket);
        return socket;
      }),
    );
    const watchTables = (socket: ClientSocket) =>
      socket.timeout(5000).emitWithAck('watch-tables', {}) as Promise<{ ok: boolean; error?: string }>;
    for (const socket of [sockets[0], sockets[1], sockets[0]])
      expect(await watchTables(socket)).toMatchObject({ ok: true });
    for (const socket of sockets)
      expect(await watchTables(socket)).toEqual({ ok: false, error: expect.stringMatching(/^Too many requests/) });
  });

  it('counts failed code lookups once across both', async () => {
    const { auth } = await guest(servers.one.baseUrl);
    const ip = '198.51.100.2';
    for (const instance of ['one', 'two', 'one'] as const) await join(instance, auth, ip, 'ZZZZ').expect(404);
    expectRefused(await join('two', auth, ip, 'ZZZZ'), /^Too many attempts, try again in \d+ s$/);
  });

  it('counts failed log-ins of one name once across both', async () => {
    await register(servers.one.baseUrl, 'Carol_two', 'right password');
    const login = (instance: 'one' | 'two', password: string) =>
      servers[instance].http().post('/api/auth/login').send({ username: 'carol_TWO', password });
    await login('one', 'wrong password').expect(401);
    await login('two', 'wrong password').expect(401);
    expectRefused(await login('one', 'right password'), /^Too many attempts, try again in \d+ s$/);
  });

  it('counts live socket connections per IP once across both, and frees a place when one closes', async () => {
    const { jwt } = await guest(servers.one.baseUrl);
    const ip = '198.51.100.3';
    const open: ClientSocket[] = [];
    for (const instance of ['one', 'one', 'two'] as const) {
      const socket = await attempt(servers[instance].baseUrl, jwt, ip);
      if (typeof socket === 'string') throw new Error(`connection refused: ${socket}`);
      servers.track(socket);
      open.push(socket);
    }
    expect(await attempt(servers.two.baseUrl, jwt, ip)).toBe('Too many connections');
    expect(await attempt(servers.one.baseUrl, jwt, ip)).toBe('Too many connections');
    const elsewhere = await attempt(servers.two.baseUrl, jwt, '198.51.100.4');
    expect(typeof elsewhere).not.toBe('string');
    (elsewhere as ClientSocket).close();

    open[0].close();
    let again: ClientSocket | string = 'not tried';
    for (let tries = 0; tries < 50 && typeof again === 'string'; tries++) {
      await sleep(50);
      again = await attempt(servers.two.baseUrl, jwt, ip);
    }
    expect(typeof again).not.toBe('string');
    servers.track(again as ClientSocket);
  });

  it('writes the connection counts again into a Redis that restarted empty', async () => {
    const { jwt } = await guest(servers.one.baseUrl);
    const ip = '198.51.100.7';
    for (let i = 0; i < 3; i++) {
      const socket = await attempt(servers.one.baseUrl, jwt, ip);
      if (typeof socket === 'string') throw new Error(`connection refused: ${socket}`);
      servers.track(socket);
    }
    const { port } = servers.redis;
    await servers.redis.stop();
    const restarted = await startRedisServer(port);
    try {
      const probe = new Redis(restarted.url);
      let count: string | null = null;
      for (let tries = 0; tries < 100 && count === null; tries++) {
        await sleep(100);
        const fields = await probe.hvals(`tabletop:limits:sockets:${ip}`);
        count = fields.length > 0 ? fields.reduce((sum, value) => String(Number(sum) + Number(value)), '0') : null;
      }
      probe.disconnect();
      expect(count).toBe('3');
      expect(await attempt(servers.two.baseUrl, jwt, ip)).toBe('Too many connections');
    } finally {
      await restarted.stop();
    }
  });

  it('with Redis gone, still answers at once and holds each limit in each instance', async () => {
    const { auth, jwt } = await guest(servers.one.baseUrl);
    await servers.redis.stop();
    const ip = '198.51.100.5';
    const started = Date.now();
    for (let i = 0; i < 4; i++) await join('one', auth, ip, '!').expect(400);
    expectRefused(await join('one', auth, ip, '!'), /^Too many requests/);
    for (let i = 0; i < 3; i++) await join('two', auth, '198.51.100.6', 'ZZZZ').expect(404);
    expectRefused(await join('two', auth, '198.51.100.6', 'ZZZZ'), /^Too many attempts/);
    const socket = await attempt(servers.two.baseUrl, jwt, ip);
    expect(typeof socket).not.toBe('string');
    servers.track(socket as ClientSocket);
    // Fourteen calls and a handshake: well under a single wait for a Redis that is not there.
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
