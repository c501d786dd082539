import { randomBytes } from 'node:crypto';
import { refreshCookie, register, signIn } from './support/auth';
import { useTestServer } from './support/test-server';

// Any game will do: the kit's count game, beside the real ones. jest.mock factories run before imports, so the
// registry module is required inside the factory.
// eslint-disable-next-line @typescript-eslint/no-require-imports
jest.mock('../src/games/registry', () => require('./support/count-game').withCountGame());

const GAME = 'count_test';
const INVALID = { message: 'Invalid User Name or Password', status: 401 };
const uniqueName = (prefix: string) => `${prefix}_${randomBytes(4).toString('hex')}`;

describe('accounts: register, log in, upgrade a guest', () => {
  const server = useTestServer();
  const post = (path: string, body?: object) => server.http().post(path).send(body);

  it('registers, then logs in with the same name in any case; the tokens work', async () => {
    const username = uniqueName('Alice');
    const registered = await register(server.baseUrl, username, 'correct horse');
    expect(registered).toMatchObject({ id: expect.any(Number), name: username, jwt: expect.any(String) });
    expect(registered.url).toBeUndefined();
    await server.http().get('/api/game/current-state').set(registered.auth).expect(204);

    const response = await post('/api/auth/login', { username: username.toUpperCase(), password: 'correct horse' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: registered.id, name: username, jwt: expect.any(String) });
    expect(refreshCookie(response)).not.toBeNull();
    const claims = JSON.parse(Buffer.from(response.body.jwt.split('.')[1], 'base64url').toString());
    expect(Object.keys(claims).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'name', 'sid', 'sub']);
    expect(claims).toMatchObject({ iss: 'tabletop', aud: 'tabletop-api' });
    expect(claims.exp - claims.iat).toBe(15 * 60); // JWT_TTL's default
  });

  it('answers a wrong password and an unknown user the same way, in similar time', async () => {
    const username = uniqueName('bob');
    await register(server.baseUrl, username, 'bobs password');
    const timed = async (body: object) => {
      const started = process.hrtime.bigint();
      const response = await post('/api/auth/login', body);
      return { response, ms: Number(process.hrtime.bigint() - started) / 1e6 };
    };
    await timed({ username: 'warm_up', password: 'whatever1' });
    const wrong = await timed({ username, password: 'not his password' });
    const unknown = await timed({ username: uniqueName('nobody'), password: 'not his password' });
    for (const { response } of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual(INVALID);
      expect(refreshCookie(response)).toBeNull();
    }
    // Both pay for one scrypt: the unknown name is checked against a dummy hash.
    expect(unknown.ms).toBeGreaterThan(wrong.ms / 4);
    expect((await post('/api/auth/login', { username: 'x', password: '' })).body).toEqual(INVALID);
  });

  it('refuses a taken user name, whatever its case', async () => {
    const username = uniqueName('Carol');
    await register(server.baseUrl, username, 'carols password');
    for (const taken of [username, username.toLowerCase(), username.toUpperCase()]) {
      expect(
        (await post('/api/auth/register', { username: taken, password: 'x'.repeat(8), repeatPassword: 'x'.repeat(8) }))
          .body,
      ).toEqual({
        message: 'User Name is already taken',
        status: 409,
      });
    }
  });

  it.each([
    ['a too short user name', { username: 'ab' }, 'User Name must be 3 to 32 letters, digits, _ - or .'],
    ['a too long user name', { username: 'a'.repeat(33) }, 'User Name must be 3 to 32 letters, digits, _ - or .'],
    ['a user name with spaces', { username: 'a b c' }, 'User Name must be 3 to 32 letters, digits, _ - or .'],
    ['a short password', { password: 'short', repeatPassword: 'short' }, 'Password must be at least 8 characters'],
    [
      'a long password',
      { password: 'p'.repeat(129), repeatPassword: 'p'.repeat(129) },
      'Password must be at most 128 characters',
    ],
    ['different passwords', { repeatPassword: 'something else' }, 'Passwords are not the same'],
  ])('refuses %s with 400 and creates nothing', async (_case, change, message) => {
    const username = uniqueName('dave');
    const body = { username, password: 'good password', repeatPassword: 'good password', ...change };
    const response = await post('/api/auth/register', body);
    expect(response.body).toEqual({ message, status: 400 });
    expect(refreshCookie(response)).toBeNull();
    expect((await post('/api/auth/login', { username: body.username, password: body.password })).status).toBe(401);
  });

  it('refuses malformed bodies with 400', async () => {
    expect((await post('/api/auth/register', { username: 'erin_1', password: 12345678 })).status).toBe(400);
    expect((await post('/api/auth/login', {})).status).toBe(400);
    expect((await post('/api/auth/login', { username: 'erin_1', password: 'x', admin: true })).status).toBe(400);
  });

  it('registers a guest in place: same id, and the active game stays theirs', async () => {
    const visitor = await signIn(server.baseUrl, '/api/auth/guest');
    const created = await server.http().post('/api/game/create').set(visitor.auth).send({ game: GAME }).expect(200);
    const username = uniqueName('Frank');
    const upgraded = await register(server.baseUrl, username, 'franks password', {
      ...visitor.auth,
      Cookie: visitor.cookie,
    });
    expect(upgraded).toMatchObject({ id: visitor.id, name: username });
    const current = await server.http().get('/api/game/current-state').set(upgraded.auth).expect(200);
    expect(current.body.code).toBe(created.body.code);
    expect(current.body.score[0].player).toEqual({ id: visitor.id, name: visitor.name });
    // The guest's sign-in was replaced by the account's.
    await post('/api/auth/refresh-token').set('Cookie', visitor.cookie).expect(401);
    const again = await post('/api/auth/login', { username, password: 'franks password' }).expect(200);
    expect(again.body.id).toBe(visitor.id);
  });

  it('refuses an upgrade with an invalid bearer token instead of creating a second account', async () => {
    const username = uniqueName('gina');
    const response = await post('/api/auth/register', {
      username,
      password: 'ginas password',
      repeatPassword: 'ginas password',
    }).set('Authorization', 'Bearer not.a.token');
    expect(response.status).toBe(401);
    expect((await post('/api/auth/login', { username, password: 'ginas password' })).status).toBe(401);
    // A registered user's token does not turn registering into an upgrade: it makes a new account.
    const first = await register(server.baseUrl, uniqueName('hal'), 'hals password');
    const second = await register(server.baseUrl, uniqueName('ida'), 'idas password', first.auth);
    expect(second.id).not.toBe(first.id);
  });

  it('rotates the refresh cookie on every refresh, with the cookie attributes', async () => {
    const response = await post('/api/auth/guest').expect(200);
    const first = refreshCookie(response)!;
    expect(first.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.attributes).toMatch(/Max-Age=2592000/);
    expect(first.attributes).toMatch(/Path=\/api\/auth/);
    expect(first.attributes).toMatch(/HttpOnly/);
    expect(first.attributes).toMatch(/SameSite=Strict/);
    expect(first.attributes).not.toMatch(/Secure/); // plain http, COOKIE_SECURE=auto

    const refreshed = await post('/api/auth/refresh-token').set('Cookie', first.cookie).expect(200);
    expect(Object.keys(refreshed.body)).toEqual(['jwt']);
    const second = refreshCookie(refreshed)!;
    expect(second.value).not.toBe(first.value);
    await server.http().get('/api/game/current-state').set('Authorization', `Bearer ${refreshed.body.jwt}`).expect(204);
    const third = refreshCookie(await post('/api/auth/refresh-token').set('Cookie', second.cookie).expect(200))!;
    expect(new Set([first.value, second.value, third.value]).size).toBe(3);
  });

  it('revokes the whole family when a used refresh token is presented again', async () => {
    const alice = await signIn(server.baseUrl, '/api/auth/guest');
    const next = refreshCookie(await post('/api/auth/refresh-token').set('Cookie', alice.cookie).expect(200))!;
    const replay = await post('/api/auth/refresh-token').set('Cookie', alice.cookie);
    expect(replay.body).toEqual({ message: 'Unauthorized', status: 401 });
    expect(refreshCookie(replay)!.attributes).toMatch(/Expires=Thu, 01 Jan 1970/); // cleared
    await post('/api/auth/refresh-token').set('Cookie', next.cookie).expect(401); // the newest one too
  });

  it('refuses a refresh without a cookie or with garbage, and clears the cookie', async () => {
    const missing = await post('/api/auth/refresh-token').expect(401);
    expect(missing.body).toEqual({ message: 'Unauthorized', status: 401 });
    const garbage = await post('/api/auth/refresh-token').set('Cookie', 'refresh_token=garbage').expect(401);
    expect(refreshCookie(garbage)?.value).toBe('');
    const wellFormed = `refresh_token=${randomBytes(32).toString('base64url')}`;
    await post('/api/auth/refresh-token').set('Cookie', wellFormed).expect(401);
  });

  it('logs out: 204, cookie cleared, and that refresh token no longer works', async () => {
    const user = await register(server.baseUrl, uniqueName('ken'), 'kens password');
    const response = await post('/api/auth/logout').set('Cookie', user.cookie).expect(204);
    expect(refreshCookie(response)?.value).toBe('');
    await post('/api/auth/refresh-token').set('Cookie', user.cookie).expect(401);
    await post('/api/auth/logout').expect(204); // without a cookie: nothing to do, still fine
  });

  it('says Google sign-in is off when no client id is configured', async () => {
    await server.http().get('/api/auth/config').expect(200, { googleClientId: null, googleRedirect: false });
    expect((await post('/api/auth/google', { token: 'x.y.z' })).body).toEqual({
      message: 'Google sign-in is not configured',
      status: 404,
    });
  });
});

describe('an access token expiring mid-session', () => {
  const server = useTestServer({ JWT_TTL: '1s' });

  it('expires, refreshes with the cookie, and the retried call succeeds', async () => {
    const response = await server.http().post('/api/auth/guest').expect(200);
    const jwt = response.body.jwt as string;
    const cookie = refreshCookie(response)!.cookie;
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await server.http().get('/api/game/current-state').set('Authorization', `Bearer ${jwt}`).expect(401);
    const refreshed = await server.http().post('/api/auth/refresh-token').set('Cookie', cookie).expect(200);
    await server.http().get('/api/game/current-state').set('Authorization', `Bearer ${refreshed.body.jwt}`).expect(204);
  });
});
