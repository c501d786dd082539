import { connect, guest, type ClientSocket, type Guest } from './support/server';
import { useTestServer } from './support/test-server';
import { expectThrottled, THROTTLED } from './support/throttled';

const TTT = 'super_tic_tac_toe';

/** Every route that writes to a game or reads by id or name, and a call of it (answered or refused, it counts). */
const ROUTES: { bucket: 'play' | 'read'; method: 'get' | 'post'; path: string; body?: object }[] = [
  { bucket: 'play', method: 'post', path: '/api/game/create', body: { game: TTT } },
  { bucket: 'play', method: 'post', path: '/api/game/quick', body: { game: TTT } },
  { bucket: 'play', method: 'post', path: '/api/game/computer', body: { game: TTT, level: 'easy' } },
  { bucket: 'play', method: 'post', path: '/api/game/start', body: { game: TTT, code: 'ZZZZ' } },
  { bucket: 'play', method: 'post', path: '/api/game/leave', body: { code: 'ZZZZ' } },
  { bucket: 'play', method: 'post', path: '/api/game/abort', body: { code: 'ZZZZ' } },
  { bucket: 'play', method: 'post', path: '/api/game/claim', body: { code: 'ZZZZ' } },
  { bucket: 'play', method: 'post', path: '/api/game/rematch', body: { code: 'ZZZZ' } },
  { bucket: 'play', method: 'post', path: '/api/game/rematch/decline', body: { code: 'ZZZZ' } },
  { bucket: 'play', method: 'post', path: '/api/game/dismiss', body: { code: 'ZZZZ' } },
  { bucket: 'read', method: 'get', path: '/api/history' },
  { bucket: 'read', method: 'get', path: '/api/players/nobody_here' },
  { bucket: 'read', method: 'get', path: '/api/players/nobody_here/games' },
  { bucket: 'read', method: 'get', path: '/api/replays/999999' },
  { bucket: 'read', method: 'get', path: '/api/game/moves?code=ZZZZ' },
  { bucket: 'read', method: 'get', path: `/api/leaderboards/${TTT}` },
  { bucket: 'read', method: 'get', path: `/api/leaderboards?game=${TTT}` },
  { bucket: 'read', method: 'get', path: '/api/game/rating-change?code=ZZZZ' },
  { bucket: 'read', method: 'get', path: '/api/game/rematch/ZZZZ' },
  { bucket: 'read', method: 'get', path: '/api/game/invite/ZZZZ' },
];

describe('limits per user and per client IP on the routes that write or read by id or name', () => {
  // Per user 2, per IP 5 a minute; each test talks from addresses of its own, as a trusted proxy tells them.
  const server = useTestServer({
    TRUST_PROXY: 'loopback',
    PLAY_RATE_LIMIT: '2/60s',
    PLAY_IP_RATE_LIMIT: '5/60s',
    READ_RATE_LIMIT: '2/60s',
    READ_IP_RATE_LIMIT: '5/60s',
    WATCH_RATE_LIMIT: '2/60s',
    WATCH_IP_RATE_LIMIT: '5/60s',
  });
  const from = (ip: string) => ({ 'X-Forwarded-For': ip });
  const call = (route: (typeof ROUTES)[number], who: Guest, ip: string) => {
    const request = server.http()[route.method](route.path).set(who.auth).set(from(ip));
    return route.body ? request.send(route.body) : request;
  };
  const socketOf = async (who: Guest, ip: string): Promise<ClientSocket> => {
    const socket = await connect(server.baseUrl, { token: who.jwt, headers: from(ip) });
    server.track(socket);
    return socket;
  };
  const ask = (socket: ClientSocket, event: 'watch' | 'watch-tables') =>
    (event === 'watch'
      ? socket.timeout(5000).emitWithAck('watch', { code: 'ZZZZ' })
      : socket.timeout(5000).emitWithAck('watch-tables', {})) as Promise<{ ok: boolean; error?: string }>;

  it.each(ROUTES.map((route, i) => [`${route.method.toUpperCase()} ${route.path}`, route, i] as const))(
    '%s: a user over the limit is answered 429 with Retry-After',
    async (_name, route, i) => {
      const who = await guest(server.baseUrl);
      for (let attempt = 0; attempt < 2; attempt++) {
        const ip = `198.51.100.${i * 2 + attempt}`;
        expect((await call(route, who, ip)).status).not.toBe(429);
      }
      expectThrottled(await call(route, who, `198.51.100.${200 + i}`));
    },
  );

  it.each(['play', 'read'] as const)('counts the %s routes of many users at one address together', async (bucket) => {
    const [first, second] = ROUTES.filter((route) => route.bucket === bucket);
    const ip = bucket === 'play' ? '203.0.113.1' : '203.0.113.2';
    const people = await Promise.all([1, 2, 3].map(() => guest(server.baseUrl)));
    for (const who of people.slice(0, 2)) {
      expect((await call(first, who, ip)).status).not.toBe(429);
      expect((await call(second, who, ip)).status).not.toBe(429);
    }
    expect((await call(first, people[2], ip)).status).not.toBe(429);
    expectThrottled(await call(second, people[2], ip));
    expect((await call(second, people[2], '203.0.113.3')).status).not.toBe(429);
  });

  it('answers a user over the limit on watch and watch-tables { ok: false, error }, on any of their sockets', async () => {
    const who = await guest(server.baseUrl);
    const [one, two] = await Promise.all([socketOf(who, '192.0.2.1'), socketOf(who, '192.0.2.2')]);
    expect(await ask(one, 'watch-tables')).toMatchObject({ ok: true });
    expect(await ask(two, 'watch')).toEqual({ ok: false, error: expect.not.stringMatching(THROTTLED) });
    expect(await ask(one, 'watch')).toEqual({ ok: false, error: expect.stringMatching(THROTTLED) });
    expect(await ask(two, 'watch-tables')).toEqual({ ok: false, error: expect.stringMatching(THROTTLED) });
    // Someone else is not held up.
    const other = await socketOf(await guest(server.baseUrl), '192.0.2.3');
    expect(await ask(other, 'watch-tables')).toMatchObject({ ok: true });
  });

  it('counts watch and watch-tables of many users at one address together', async () => {
    const ip = '192.0.2.9';
    const sockets = await Promise.all([1, 2, 3].map(async () => socketOf(await guest(server.baseUrl), ip)));
    for (const socket of sockets.slice(0, 2)) {
      expect(await ask(socket, 'watch-tables')).toMatchObject({ ok: true });
      expect(await ask(socket, 'watch-tables')).toMatchObject({ ok: true });
    }
    expect(await ask(sockets[2], 'watch-tables')).toMatchObject({ ok: true });
    expect(await ask(sockets[2], 'watch-tables')).toEqual({ ok: false, error: expect.stringMatching(THROTTLED) });
  });
});
