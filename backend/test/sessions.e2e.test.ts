import type { ServerNotice } from '@tabletop/protocol';
import { createHmac } from 'node:crypto';
import { refreshCookie, register, signIn } from './support/auth';
import { signHs256 } from './fuzz/forged-tokens';
import { connect, type ClientSocket } from './support/server';
import { useTestServer, useTwoInstances } from './support/test-server';

const JWT_SECRET = 'sessions-test-secret-0123456789abcdef';

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT signed with HMAC-SHA512 under `alg: HS512`: well signed, but not the algorithm we issue. */
function signHs512(claims: Record<string, unknown>, secret: string): string {
  const unsigned = `${base64url({ typ: 'JWT', alg: 'HS512' })}.${base64url(claims)}`;
  return `${unsigned}.${createHmac('sha512', secret).update(unsigned).digest('base64url')}`;
}

/** What the server says and does to a socket: its notices, and how it ended (Socket.IO's disconnect reason). */
function watch(socket: ClientSocket) {
  const notices: ServerNotice[] = [];
  socket.on('server-notice', (notice) => notices.push(notice));
  const ended = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  return { notices, ended };
}

/** Resolves with `promise`, or with 'still open' after `ms`. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms))]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('access tokens: HS256, our issuer and audience, a session', () => {
  const server = useTestServer({ JWT_SECRET });

  it('refuses tokens signed with none or HS512, or issued by or for someone else, over HTTP and the socket', async () => {
    const user = await register(server.baseUrl, 'token_checker', 'a fine password');
    const genuine = claimsOf(user.jwt);
    expect(genuine).toMatchObject({ iss: 'tabletop', aud: 'tabletop-api', sid: expect.any(String) });
    const header = JSON.parse(Buffer.from(user.jwt.split('.')[0], 'base64url').toString()) as object;
    expect(header).toMatchObject({ alg: 'HS256' });
    const claims = { ...genuine, exp: Math.floor(Date.now() / 1000) + 600 };

    const refused = {
      none: `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`,
      hs512: signHs512(claims, JWT_SECRET),
      otherIssuer: signHs256({ ...claims, iss: 'someone-else' }, JWT_SECRET),
      otherAudience: signHs256({ ...claims, aud: 'someone-else' }, JWT_SECRET),
      noIssuer: signHs256({ ...claims, iss: undefined }, JWT_SECRET),
      noSession: signHs256({ ...claims, sid: undefined }, JWT_SECRET),
    };
    for (const [name, token] of Object.entries(refused)) {
      const answer = await server.http().get('/api/game/current-state').set('Authorization', `Bearer ${token}`);
      expect({ name, status: answer.status }).toEqual({ name, status: 401 });
      await expect(connect(server.baseUrl, { token })).rejects.toThrow('Unauthorized');
    }
    // The same claims signed as we sign them are accepted: what is refused above is only what was bent.
    const wellSigned = signHs256(claims, JWT_SECRET);
    await server.http().get('/api/game/current-state').set('Authorization', `Bearer ${wellSigned}`).expect(204);
    server.track(await connect(server.baseUrl, { token: wellSigned }));
  });

  it('reads the socket token from auth only: a token in the query string is refused by default', async () => {
    const user = await register(server.baseUrl, 'query_user', 'a fine password');
    await expect(connect(server.baseUrl, { query: { jwt: user.jwt } })).rejects.toThrow('Unauthorized');
    server.track(await connect(server.baseUrl, { token: user.jwt }));
  });
});

describe('SOCKET_TOKEN_IN_QUERY=true', () => {
  const server = useTestServer({ SOCKET_TOKEN_IN_QUERY: 'true' });

  it('accepts the query token for old clients, and still prefers auth', async () => {
    const user = await register(server.baseUrl, 'old_client', 'a fine password');
    server.track(await connect(server.baseUrl, { query: { jwt: user.jwt } }));
    await expect(connect(server.baseUrl, { token: 'x.y.z', query: { jwt: user.jwt } })).rejects.toThrow('Unauthorized');
  });
});

describe('a socket ends with its access token', () => {
  const server = useTestServer({ JWT_TTL: '4s' });

  it('is told to re-authenticate and closed when its token expires', async () => {
    const user = await register(server.baseUrl, 'expiring', 'a fine password');
    const socket = await connect(server.baseUrl, { token: user.jwt });
    server.track(socket);
    const { notices, ended } = watch(socket);
    expect(await within(ended, 5000)).toBe('io server disconnect');
    expect(notices).toEqual([expect.objectContaining({ reason: 'reauthenticate', reconnect: true })]);
    // The expired token opens nothing; a renewed one does.
    await expect(connect(server.baseUrl, { token: user.jwt })).rejects.toThrow('Unauthorized');
    const renewed = await server.http().post('/api/auth/refresh-token').set('Cookie', user.cookie).expect(200);
    server.track(await connect(server.baseUrl, { token: renewed.body.jwt }));
  });

  it('lives on past the first expiry when given a renewed token of the same user (reauth)', async () => {
    // Guests: a registration's password hashing would eat into the 4 s the tokens live.
    const other = await signIn(server.baseUrl, '/api/auth/guest');
    const user = await signIn(server.baseUrl, '/api/auth/guest');
    const socket = await connect(server.baseUrl, { token: user.jwt });
    server.track(socket);
    const { notices, ended } = watch(socket);
    await sleep(2000);
    const renewed = await server.http().post('/api/auth/refresh-token').set('Cookie', user.cookie).expect(200);
    const [firstExpiry, renewedExpiry] = [claimsOf(user.jwt).exp, claimsOf(renewed.body.jwt).exp] as number[];
    expect(renewedExpiry).toBeGreaterThanOrEqual(firstExpiry + 2);
    expect(await socket.timeout(5000).emitWithAck('reauth', { token: other.jwt })).toEqual({
      ok: false,
      error: 'Unauthorized',
    });
    expect(await socket.timeout(5000).emitWithAck('reauth', { token: 'not a token' })).toEqual({
      ok: false,
      error: 'Unauthorized',
    });
    expect(await socket.timeout(5000).emitWithAck('reauth', { token: renewed.body.jwt })).toEqual({ ok: true });
    // Past the first token's expiry and the sweep after it: still open.
    expect(await within(ended, (firstExpiry + 1.2) * 1000 - Date.now())).toBe('still open');
    expect(await socket.timeout(5000).emitWithAck('presence', { code: 'ABCD' })).toEqual(
      expect.objectContaining({ ok: false }),
    );
    // The renewed token expires in turn.
    expect(await within(ended, (renewedExpiry + 2) * 1000 - Date.now())).toBe('io server disconnect');
    expect(notices).toEqual([expect.objectContaining({ reason: 'reauthenticate' })]);
  });
});

describe('a session that is revoked ends its sockets on every instance', () => {
  const servers = useTwoInstances();

  it('logging out on instance one closes the session’s socket on instance two, and its token is refused', async () => {
    const user = await register(servers.one.baseUrl, 'logging_out', 'a fine password');
    // The same account signed in elsewhere: another session, which stays.
    const elsewhere = await signIn(servers.one.baseUrl, '/api/auth/login', {
      username: 'logging_out',
      password: 'a fine password',
    });
    const socket = await connect(servers.two.baseUrl, { token: user.jwt });
    const otherSession = await connect(servers.two.baseUrl, { token: elsewhere.jwt });
    servers.track(socket, otherSession);
    const { notices, ended } = watch(socket);
    const other = watch(otherSession);

    await servers.one.http().post('/api/auth/logout').set('Cookie', user.cookie).expect(204);
    expect(await within(ended, 5000)).toBe('io server disconnect');
    expect(notices).toEqual([expect.objectContaining({ reason: 'signed-out', reconnect: false })]);
    // Its access token, not yet expired, is refused from now on: on either instance, socket and HTTP alike.
    for (const instance of [servers.one, servers.two]) {
      await expect(connect(instance.baseUrl, { token: user.jwt })).rejects.toThrow('Unauthorized');
      await instance.http().get('/api/game/current-state').set(user.auth).expect(401);
    }
    expect(await within(other.ended, 500)).toBe('still open');
    await servers.two.http().get('/api/game/current-state').set(elsewhere.auth).expect(204);
  });

  it('a replayed refresh token revokes the family and closes its sockets everywhere', async () => {
    const user = await register(servers.one.baseUrl, 'replayed', 'a fine password');
    const rotated = await servers.one.http().post('/api/auth/refresh-token').set('Cookie', user.cookie).expect(200);
    const socket = await connect(servers.two.baseUrl, { token: rotated.body.jwt });
    servers.track(socket);
    const { notices, ended } = watch(socket);

    // The first cookie again: someone replayed it.
    await servers.one.http().post('/api/auth/refresh-token').set('Cookie', user.cookie).expect(401);
    expect(await within(ended, 5000)).toBe('io server disconnect');
    expect(notices).toEqual([expect.objectContaining({ reason: 'signed-out' })]);
    await expect(connect(servers.one.baseUrl, { token: rotated.body.jwt })).rejects.toThrow('Unauthorized');
    await servers.two
      .http()
      .get('/api/game/current-state')
      .set('Authorization', `Bearer ${rotated.body.jwt}`)
      .expect(401);
  });
});

describe('SESSION_MAX_AGE', () => {
  const server = useTestServer({ SESSION_MAX_AGE: '3s' });

  it('bounds the session however often it rotates: refresh is refused after it, and no token outlives it', async () => {
    const started = Math.floor(Date.now() / 1000);
    const user = await register(server.baseUrl, 'short_session', 'a fine password');
    const signedInBy = Date.now();
    expect(claimsOf(user.jwt).exp).toBeLessThanOrEqual(started + 4);
    await sleep(1200);
    const rotated = await server.http().post('/api/auth/refresh-token').set('Cookie', user.cookie).expect(200);
    const cookie = refreshCookie(rotated)!.cookie;
    expect(claimsOf(rotated.body.jwt).exp).toBeLessThanOrEqual(started + 4);
    const socket = await connect(server.baseUrl, { token: rotated.body.jwt });
    server.track(socket);
    const { notices, ended } = watch(socket);
    // The socket goes when the session does (its token's exp), told to re-authenticate; renewing is then refused.
    expect(await within(ended, 5000)).toBe('io server disconnect');
    expect(notices).toEqual([expect.objectContaining({ reason: 'reauthenticate' })]);
    await sleep(Math.max(0, signedInBy + 3500 - Date.now()));
    await server.http().post('/api/auth/refresh-token').set('Cookie', cookie).expect(401);
    // A new sign-in starts a new session.
    const again = await signIn(server.baseUrl, '/api/auth/login', {
      username: 'short_session',
      password: 'a fine password',
    });
    await server.http().post('/api/auth/refresh-token').set('Cookie', again.cookie).expect(200);
  });
});
