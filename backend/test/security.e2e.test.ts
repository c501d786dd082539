import { createTestDatabase } from './support/database';
import { refreshCookie, register } from './support/auth';
import { connect, startServer } from './support/server';
import { useTestServer } from './support/test-server';

const ALLOWED = 'https://play.example.com';
const BOARDS = 'https://boards.example.net:8443';

describe('security headers, CORS, the socket Origin check and cross-site posts', () => {
  const server = useTestServer({
    CORS_ORIGINS: `${ALLOWED}, https://other-allowed.example`,
    BOARD_URL_SUPER_TIC_TAC_TOE: `${BOARDS}/super-tic-tac-toe/mf-manifest.json`,
  });

  it('sends helmet headers with a CSP that lets the shell load boards and Google sign-in', async () => {
    const response = await server.http().get('/api/health').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-powered-by']).toBeUndefined();
    const csp = Object.fromEntries(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(csp['script-src']).toEqual(["'self'", BOARDS, 'https://accounts.google.com']);
    expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'ws:', 'wss:', BOARDS]));
    expect(csp['style-src']).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'"]));
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https:', BOARDS]);
    expect(csp['frame-src']).toEqual(['https://accounts.google.com']);
    expect(csp['object-src']).toEqual(["'none'"]);
  });

  it('answers an allow-listed origin with CORS headers and credentials, and no other', async () => {
    const allowed = await server.http().get('/api/games').set('Origin', ALLOWED).expect(200);
    expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const preflight = await server
      .http()
      .options('/api/auth/refresh-token')
      .set('Origin', ALLOWED)
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-origin']).toBe(ALLOWED);

    const other = await server.http().get('/api/games').set('Origin', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('refuses socket handshakes from other origins; accepts none, same-origin and allow-listed', async () => {
    const user = await register(server.baseUrl, 'socket_user', 'socket password');
    await expect(
      connect(server.baseUrl, { token: user.jwt, headers: { Origin: 'https://evil.example' } }),
    ).rejects.toThrow('Origin not allowed');
    await expect(connect(server.baseUrl, { token: user.jwt, headers: { Origin: 'null' } })).rejects.toThrow(
      'Origin not allowed',
    );
    const accepted = [
      await connect(server.baseUrl, { token: user.jwt }),
      await connect(server.baseUrl, { token: user.jwt, headers: { Origin: ALLOWED } }),
      await connect(server.baseUrl, { token: user.jwt, headers: { Origin: server.baseUrl } }),
    ];
    server.track(...accepted);
    expect(accepted.every((socket) => socket.connected)).toBe(true);
  });

  // Every post that sets or spends the refresh cookie; a page of another site must not make any of them.
  const SESSION_POSTS = [
    ['/api/auth/guest', undefined],
    ['/api/auth/login', { username: 'victim_user', password: 'victim password' }],
    ['/api/auth/register', { username: 'planted_user', password: 'planted pass', repeatPassword: 'planted pass' }],
    ['/api/auth/google', { token: 'not-a-jwt' }],
    ['/api/auth/refresh-token', undefined],
    ['/api/auth/logout', undefined],
  ] as const;
  const SAME_SITE = { 'X-Requested-With': 'tabletop' };
  const REFUSED = { message: 'Cross-site request refused', status: 403 };

  it.each([
    ['a script of another site, with the header', { Origin: 'https://evil.example', ...SAME_SITE }],
    [
      'an HTML form on another site',
      { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
    ],
    ['a page whose Origin is hidden (null)', { Origin: 'null', ...SAME_SITE }],
    ['a browser that says cross-site and no Origin', { 'Sec-Fetch-Site': 'cross-site', ...SAME_SITE }],
    ["a form on the site's own origin, without the header", { Origin: 'SITE', 'Sec-Fetch-Site': 'same-origin' }],
  ])('refuses %s with 403 on every session post, and the session is untouched', async (_case, headers) => {
    const victim = await register(server.baseUrl, `victim_${Math.random().toString(36).slice(2, 8)}`, 'victim pass');
    const sent = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name, value === 'SITE' ? server.baseUrl : value]),
    );
    for (const [path, body] of SESSION_POSTS) {
      const response = await server.http().post(path).set(sent).set('Cookie', victim.cookie).send(body);
      expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 403, body: REFUSED });
      expect({ path, setCookie: response.headers['set-cookie'] }).toEqual({ path, setCookie: undefined });
    }
    // The victim's cookie was neither spent, revoked nor replaced.
    const renewed = await server.http().post('/api/auth/refresh-token').set('Cookie', victim.cookie).expect(200);
    expect(refreshCookie(renewed)).not.toBeNull();
  });

  it("signs in, renews and logs out from the site's own pages and allow-listed origins, with the header", async () => {
    for (const origin of [server.baseUrl, ALLOWED]) {
      const headers = { Origin: origin, 'Sec-Fetch-Site': origin === ALLOWED ? 'cross-site' : 'same-origin' };
      const signedIn = await server.http().post('/api/auth/guest').set(headers).set(SAME_SITE).expect(200);
      const cookie = refreshCookie(signedIn)!.cookie;
      const renewed = await server
        .http()
        .post('/api/auth/refresh-token')
        .set(headers)
        .set(SAME_SITE)
        .set('Cookie', cookie)
        .expect(200);
      const next = refreshCookie(renewed)!.cookie;
      await server.http().post('/api/auth/logout').set(headers).set(SAME_SITE).set('Cookie', next).expect(204);
      await server.http().post('/api/auth/refresh-token').set('Cookie', next).expect(401);
    }
  });
});

describe('the Secure cookie flag', () => {
  const server = useTestServer({ TRUST_PROXY: 'loopback' });

  it('is set when a trusted proxy says the request came over HTTPS', async () => {
    const viaHttps = await server.http().post('/api/auth/guest').set('X-Forwarded-Proto', 'https').expect(200);
    expect(refreshCookie(viaHttps)!.attributes).toMatch(/; Secure/);
    const plain = await server.http().post('/api/auth/guest').expect(200);
    expect(refreshCookie(plain)!.attributes).not.toMatch(/Secure/);
  });

  it('is set on plain HTTP to any host but the local machine (COOKIE_SECURE=auto)', async () => {
    const toSite = await server.http().post('/api/auth/guest').set('Host', 'play.example.com').expect(200);
    expect(refreshCookie(toSite)!.attributes).toMatch(/; Secure/);
    const toLocalhost = await server.http().post('/api/auth/guest').set('Host', 'localhost:3000').expect(200);
    expect(refreshCookie(toLocalhost)!.attributes).not.toMatch(/Secure/);
  });
});

describe('what the server logs', () => {
  it.each(['text', 'json'])(
    'never contains a token, a refresh cookie or a password, across a whole session (%s)',
    async (format) => {
      const written: string[] = [];
      const capture = (stream: NodeJS.WriteStream) =>
        jest.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
          written.push(String(chunk));
          return true;
        });
      const spies = [capture(process.stdout), capture(process.stderr)];
      const db = await createTestDatabase();
      // The query token is allowed here only to show that, where an operator turns it on, it is not logged either.
      const server = await startServer(db.url, {
        LOG_LEVEL: 'verbose',
        LOG_FORMAT: format,
        SOCKET_TOKEN_IN_QUERY: 'true',
      }).catch(async (error) => {
        await db.drop();
        throw error;
      });
      const secrets: string[] = [];
      try {
        const password = 'secret password 42';
        const user = await register(server.baseUrl, 'log_watcher', password);
        const refreshed = await server.http().post('/api/auth/refresh-token').set('Cookie', user.cookie).expect(200);
        const next = refreshCookie(refreshed)!;
        secrets.push(password, user.jwt, user.cookie.split('=')[1], refreshed.body.jwt, next.value);
        const byQuery = await connect(server.baseUrl, { query: { jwt: refreshed.body.jwt } });
        byQuery.close();
        await expect(connect(server.baseUrl, { query: { jwt: `${user.jwt}x` } })).rejects.toThrow('Unauthorized');
        await server.http().post('/api/auth/refresh-token').set('Cookie', user.cookie).expect(401); // replay: warns
        await server
          .http()
          .post('/api/auth/login')
          .send({ username: 'log_watcher', password: `${password}!` });
        await server.http().get('/api/game/current-state').set('Authorization', `Bearer ${user.jwt}x`).expect(401);
      } finally {
        await server.app.close();
        await db.drop();
        spies.forEach((spy) => spy.mockRestore());
      }
      const log = written.join('');
      expect(log).toContain('Mapped {/api/auth/refresh-token, POST}'); // the capture works
      expect(log).toContain('revoked'); // the replay warning was logged
      if (format === 'json') {
        const lines = log.split('\n').filter((line) => line.trim() !== '');
        for (const line of lines) {
          expect(JSON.parse(line)).toEqual(
            expect.objectContaining({
              timestamp: expect.anything(),
              level: expect.any(String),
              message: expect.anything(),
            }),
          );
        }
        expect(lines.map((line) => JSON.parse(line))).toContainEqual(
          expect.objectContaining({
            level: 'log',
            context: 'RouterExplorer',
            message: 'Mapped {/api/auth/refresh-token, POST} route',
          }),
        );
      }
      for (const secret of secrets) {
        expect(secret.length).toBeGreaterThan(16);
        expect(log).not.toContain(secret);
        expect(log).not.toContain(secret.slice(-24)); // nor any tail of it, e.g. a JWT's signature
      }
    },
  );
});
