import type { GameState } from '@tabletop/game-kit';
import type { Response } from 'supertest';
import { register } from './support/auth';
import { connect, guest, type ClientSocket, type Guest } from './support/server';
import { useTestServer } from './support/test-server';
import { expectRefused } from './support/throttled';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const TTT = 'super_tic_tac_toe';
const TOO_MANY_ATTEMPTS = /^Too many attempts, try again in (\d+) s$/;

/** Each client IP as a trusted proxy would tell it. */
const from = (ip: string) => ({ 'X-Forwarded-For': ip });

describe('the emit-state rate limit', () => {
  const server = useTestServer({ TRUST_PROXY: 'loopback', EMIT_STATE_RATE_LIMIT: '3/60s' });
  // An empty body is refused by validation, after the limit counted it.
  const emit = (user: Guest, ip: string) =>
    server.http().post('/api/game/emit-state').set(user.auth).set(from(ip)).send({});

  it('holds per user, whatever address the user comes from', async () => {
    const alice = await guest(server.baseUrl);
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) await emit(alice, ip).expect(400);
    expectRefused(await emit(alice, '198.51.100.4'), /^Too many requests/);
  });

  it('holds per IP, however many users share it', async () => {
    const [bob, carol] = [await guest(server.baseUrl), await guest(server.baseUrl)];
    await emit(bob, '203.0.113.9').expect(400);
    await emit(bob, '203.0.113.9').expect(400);
    await emit(carol, '203.0.113.9').expect(400);
    expectRefused(await emit(carol, '203.0.113.9'), /^Too many requests/);
    await emit(carol, '203.0.113.10').expect(400);
  });
});

describe('failed log-ins per account name', () => {
  const server = useTestServer({ LOGIN_FAILURE_LIMIT: '3/1m', LOGIN_BACKOFF_MAX: '2s' });
  const login = (username: string, password: string) =>
    server.http().post('/api/auth/login').send({ username, password });

  it('lock the name with a doubling wait past the limit, up to the cap, and a success starts the count again', async () => {
    await register(server.baseUrl, 'Dave', 'right password');
    for (let i = 0; i < 3; i++) await login('dave', 'wrong password').expect(401);
    // Locked even for the right password, in any case of the name.
    expect(expectRefused(await login('DAVE', 'right password'), TOO_MANY_ATTEMPTS)).toBe(1);
    await sleep(1100);
    await login('Dave', 'wrong password').expect(401);
    expect(expectRefused(await login('dave', 'wrong password'), TOO_MANY_ATTEMPTS)).toBe(2);
    await sleep(2100);
    await login('dave', 'wrong password').expect(401);
    expect(expectRefused(await login('dave', 'wrong password'), TOO_MANY_ATTEMPTS)).toBe(2); // the cap
    await sleep(2100);
    await login('dave', 'right password').expect(200);
    for (let i = 0; i < 3; i++) await login('dave', 'wrong password').expect(401);
    expectRefused(await login('dave', 'right password'), TOO_MANY_ATTEMPTS);
  });

  it('lock a name nobody has exactly as one that exists: the answer tells nothing', async () => {
    await register(server.baseUrl, 'erin', 'right password');
    const answers: Response[] = [];
    for (const name of ['erin', 'nobody_here']) {
      for (let i = 0; i < 3; i++) await login(name, 'wrong password').expect(401);
      answers.push(await login(name, 'wrong password'));
    }
    expect(answers.map((answer) => [answer.status, answer.body, answer.headers['retry-after']])).toEqual([
      [429, { message: 'Too many attempts, try again in 1 s', status: 429 }, '1'],
      [429, { message: 'Too many attempts, try again in 1 s', status: 429 }, '1'],
    ]);
    // Other names are not touched.
    await login('someone_else', 'wrong password').expect(401);
  });
});

describe('failed invite-code lookups per user and per IP', () => {
  const server = useTestServer({ TRUST_PROXY: 'loopback', LOOKUP_FAILURE_LIMIT: '2/60s' });
  const join = (user: Guest, ip: string, code: string) =>
    server.http().post('/api/game/join').set(user.auth).set(from(ip)).send({ game: TTT, code });
  const create = async (user: Guest): Promise<GameState> =>
    (await server.http().post('/api/game/create').set(user.auth).send({ game: TTT }).expect(200)).body;

  it('refuse every join, even by a live code, while the user or the IP has failed too often', async () => {
    const [host, guesser, neighbour] = [
      await guest(server.baseUrl),
      await guest(server.baseUrl),
      await guest(server.baseUrl),
    ];
    const { code } = await create(host);
    await join(guesser, '198.51.100.20', 'ZZZZ').expect(404);
    await join(guesser, '198.51.100.20', 'ZZZY').expect(404);
    expectRefused(await join(guesser, '198.51.100.20', code), TOO_MANY_ATTEMPTS);
    expectRefused(await join(guesser, '198.51.100.21', code), TOO_MANY_ATTEMPTS); // the user
    expectRefused(await join(neighbour, '198.51.100.20', code), TOO_MANY_ATTEMPTS); // the IP
    await join(neighbour, '198.51.100.22', code).expect(200);
  });

  it('answer failures on the socket "Too many attempts", and still answer the player in their own game', async () => {
    const player = await guest(server.baseUrl);
    const { code } = await create(player);
    const socket: ClientSocket = await connect(server.baseUrl, { token: player.jwt, headers: from('198.51.100.30') });
    server.track(socket);
    const ask = (event: 'sync' | 'presence' | 'leave', game: string) =>
      socket.timeout(5000).emitWithAck(event, { code: game });
    const act = (game: string) =>
      socket.timeout(5000).emitWithAck('action', { code: game, version: 0, action: { board: 0, cell: 0 } });
    for (const game of ['ZZZZ', 'ZZZY']) {
      const answer = await ask('sync', game);
      expect(answer.ok).toBe(false);
      expect(answer.ok === false && answer.error).not.toMatch(TOO_MANY_ATTEMPTS);
    }
    for (const answer of [await ask('sync', 'ZZZX'), await ask('presence', 'ZZZX'), await act('ZZZX')])
      expect(answer).toEqual({ ok: false, error: expect.stringMatching(TOO_MANY_ATTEMPTS) });
    expect(await ask('leave', 'ZZZX')).toEqual({ ok: false, error: expect.stringMatching(TOO_MANY_ATTEMPTS) });
    expect(await ask('sync', code)).toMatchObject({ ok: true, state: { code } });
    expect(await ask('presence', code)).toMatchObject({ ok: true, code });
  });
});

describe('sync and presence have a lower socket limit than actions', () => {
  const server = useTestServer({ SOCKET_RATE_LIMIT: '100/1s', SOCKET_SYNC_RATE_LIMIT: '3/10s' });

  it('refuses the sync past its own limit, while actions go on and the socket stays', async () => {
    const player = await guest(server.baseUrl);
    const socket = await connect(server.baseUrl, { token: player.jwt });
    server.track(socket);
    for (let i = 0; i < 3; i++) {
      const answer = await socket.timeout(5000).emitWithAck('sync', { code: 'ZZZZ' });
      expect(answer).toEqual({ ok: false, error: expect.not.stringMatching(/^Too many/) });
    }
    const tooMany = { ok: false, error: expect.stringMatching(/^Too many requests, try again in \d+ s$/) };
    expect(await socket.timeout(5000).emitWithAck('sync', { code: 'ZZZZ' })).toEqual(tooMany);
    expect(await socket.timeout(5000).emitWithAck('presence', { code: 'ZZZZ' })).toEqual(tooMany);
    for (let i = 0; i < 10; i++) {
      const answer = await socket
        .timeout(5000)
        .emitWithAck('action', { code: 'ZZZZ', version: 0, action: { board: 0, cell: 0 } });
      expect(answer).toEqual({ ok: false, error: expect.not.stringMatching(/^Too many/) });
    }
    expect(socket.connected).toBe(true);
  });
});

describe('IPv6 clients are counted per /64', () => {
  const server = useTestServer({ TRUST_PROXY: 'loopback', SOCKET_CONNECTIONS_PER_IP: '2', JOIN_RATE_LIMIT: '2/60s' });
  const attempt = (token: string, ip: string): Promise<ClientSocket | string> =>
    connect(server.baseUrl, { token, headers: from(ip) }).then(
      (socket) => {
        server.track(socket);
        return socket;
      },
      (error: Error) => error.message,
    );

  it('for socket connections, an IPv4-mapped address as its IPv4 one', async () => {
    const { jwt } = await guest(server.baseUrl);
    expect(typeof (await attempt(jwt, '2001:db8:1:2::1'))).toBe('object');
    expect(typeof (await attempt(jwt, '2001:db8:1:2:ffff:ffff:ffff:ffff'))).toBe('object');
    expect(await attempt(jwt, '2001:db8:1:2:abcd::9')).toBe('Too many connections');
    expect(typeof (await attempt(jwt, '2001:db8:1:3::1'))).toBe('object');
    expect(typeof (await attempt(jwt, '198.51.100.40'))).toBe('object');
    expect(typeof (await attempt(jwt, '::ffff:198.51.100.40'))).toBe('object');
    expect(await attempt(jwt, '198.51.100.40')).toBe('Too many connections');
  });

  it('for the HTTP rate limits', async () => {
    const user = await guest(server.baseUrl);
    const join = (ip: string) =>
      server.http().post('/api/game/join').set(user.auth).set(from(ip)).send({ game: TTT, code: '!' });
    await join('2001:db8:7:8::1').expect(400);
    await join('2001:db8:7:8::2').expect(400);
    expectRefused(await join('2001:db8:7:8:1:2:3:4'), /^Too many requests/);
    await join('2001:db8:7:9::1').expect(400);
  });
});

describe('over IPv6 loopback ([::1])', () => {
  const server = useTestServer(
    { TRUST_PROXY: 'loopback', SOCKET_CONNECTIONS_PER_IP: '2', JOIN_RATE_LIMIT: '2/60s' },
    '::1',
  );
  const attempt = (token: string, headers: Record<string, string> = {}): Promise<ClientSocket | string> =>
    connect(server.baseUrl, { token, headers }).then(
      (socket) => {
        server.track(socket);
        return socket;
      },
      (error: Error) => error.message,
    );

  it('counts clients connecting from ::1, and the IPv6 clients a proxy there forwards by their /64', async () => {
    expect(server.baseUrl).toMatch(/^http:\/\/\[::1\]:\d+$/);
    const { jwt } = await guest(server.baseUrl);
    expect(typeof (await attempt(jwt))).toBe('object');
    expect(typeof (await attempt(jwt))).toBe('object');
    expect(await attempt(jwt)).toBe('Too many connections');
    expect(typeof (await attempt(jwt, from('2001:db8:a:b::1')))).toBe('object');
    expect(typeof (await attempt(jwt, from('2001:db8:a:b::2')))).toBe('object');
    expect(await attempt(jwt, from('2001:db8:a:b:c::3'))).toBe('Too many connections');
    expect(typeof (await attempt(jwt, from('2001:db8:a:c::1')))).toBe('object');
  });

  it('limits HTTP requests from ::1', async () => {
    const user = await guest(server.baseUrl);
    const join = () => server.http().post('/api/game/join').set(user.auth).send({ game: TTT, code: '!' });
    await join().expect(400);
    await join().expect(400);
    expectRefused(await join(), /^Too many requests/);
  });
});
