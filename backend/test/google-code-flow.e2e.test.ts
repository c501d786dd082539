import { exportJWK, generateKeyPair, SignJWT, type KeyLike } from 'jose';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { refreshCookie } from './support/auth';
import { useTestServer } from './support/test-server';

const CLIENT_ID = 'code-flow-client.apps.googleusercontent.com';
const CLIENT_SECRET = 'code-flow-client-secret';
const ISSUER = 'https://accounts.test.example';

/** Who the fake Google signs in next, and what it was asked. */
interface FakeGoogle {
  url: string;
  /** The Google account the next authorization signs in. */
  account: { sub: string; name: string; email: string; email_verified: boolean };
  /** The token requests it answered, as form fields. */
  tokenRequests: Record<string, string>[];
  jwks: object;
}

const bodyOf = (message: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    message.on('data', (chunk: Buffer) => (text += chunk.toString()));
    message.on('end', () => resolve(text));
  });

/**
 * A local OAuth 2.0 authorization server doing what Google's does for the code flow: /authorize sends the browser
 * back to redirect_uri with a one-time code and the state; /token exchanges the code (checking the client, its
 * secret and the redirect_uri) for an access token; /userinfo answers the profile for that token; /certs is the key
 * set the ID-token path checks against.
 */
function fakeGoogle(): { google: FakeGoogle; server: Server } {
  const codes = new Map<string, { account: FakeGoogle['account']; redirectUri: string }>();
  const accessTokens = new Map<string, FakeGoogle['account']>();
  const google: FakeGoogle = {
    url: '',
    account: { sub: 'google-sub-7', name: 'Ada Lovelace', email: 'ada@example.com', email_verified: true },
    tokenRequests: [],
    jwks: { keys: [] },
  };
  const json = (response: import('node:http').ServerResponse, status: number, body: object) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const server = createServer((message, response) => {
    const url = new URL(message.url ?? '/', google.url);
    if (url.pathname === '/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      if (url.searchParams.get('client_id') !== CLIENT_ID || url.searchParams.get('response_type') !== 'code')
        return json(response, 400, { error: 'invalid_request' });
      const code = randomBytes(16).toString('hex');
      codes.set(code, { account: { ...google.account }, redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { Location: back.toString() });
      return response.end();
    }
    if (url.pathname === '/token' && message.method === 'POST') {
      return void bodyOf(message).then((text) => {
        const form = Object.fromEntries(new URLSearchParams(text));
        google.tokenRequests.push(form);
        const granted = codes.get(form.code);
        codes.delete(form.code);
        if (
          !granted ||
          form.grant_type !== 'authorization_code' ||
          form.client_id !== CLIENT_ID ||
          form.client_secret !== CLIENT_SECRET ||
          form.redirect_uri !== granted.redirectUri
        )
          return json(response, 400, { error: 'invalid_grant' });
        const accessToken = randomBytes(16).toString('hex');
        accessTokens.set(accessToken, granted.account);
        json(response, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 });
      });
    }
    if (url.pathname === '/userinfo') {
      // Only from the header: the server must not put the access token in the URL.
      const account = accessTokens.get((message.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (url.searchParams.has('access_token')) return json(response, 400, { error: 'token_in_url' });
      return account ? json(response, 200, account) : json(response, 401, { error: 'invalid_token' });
    }
    if (url.pathname === '/certs') return json(response, 200, google.jwks);
    json(response, 404, { error: 'not_found' });
  });
  return { google, server };
}

describe('Google sign-in by the authorization-code flow, against a local authorization server', () => {
  const { google, server: googleServer } = fakeGoogle();
  let signingKey: KeyLike;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    signingKey = pair.privateKey;
    google.jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }] };
    await new Promise<void>((resolve) => googleServer.listen(43011, '127.0.0.1', resolve));
    google.url = `http://127.0.0.1:${(googleServer.address() as AddressInfo).port}`;
  }, 30000);

  afterAll(() => new Promise<void>((resolve) => googleServer.close(() => resolve())));

  const server = useTestServer(() => ({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
    GOOGLE_AUTHORIZATION_URL: `${google.url}/authorize`,
    GOOGLE_TOKEN_URL: `${google.url}/token`,
    GOOGLE_USERINFO_URL: `${google.url}/userinfo`,
    GOOGLE_JWKS_URL: `${google.url}/certs`,
    GOOGLE_ISSUERS: ISSUER,
  }));

  /** The browser's first two steps: our start route (state cookie), then Google's page, which sends it back. */
  async function authorize(): Promise<{ callback: URL; stateCookie: string }> {
    const start = await server.http().get('/api/auth/google/start').expect(302);
    const location = new URL(start.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${google.url}/authorize`);
    expect(location.searchParams.get('redirect_uri')).toBe(`${server.baseUrl}/api/auth/google/callback`);
    expect(location.searchParams.get('scope')).toBe('openid profile email');
    const cookies = start.headers['set-cookie'] as unknown as string[];
    const stateLine = cookies.find((line) => line.startsWith('google_oauth_state='))!;
    expect(stateLine).toMatch(/HttpOnly/);
    expect(stateLine).toMatch(/SameSite=Lax/);
    expect(stateLine.split(';')[0]).toBe(`google_oauth_state=${location.searchParams.get('state')}`);
    const back = await request(google.url).get(`${location.pathname}${location.search}`).expect(302);
    return { callback: new URL(back.headers.location as string), stateCookie: stateLine.split(';')[0] };
  }

  const finish = (callback: URL, cookie?: string) => {
    const call = server.http().get(`${callback.pathname}${callback.search}`);
    return cookie ? call.set('Cookie', cookie) : call;
  };

  it('tells the shell the redirect sign-in is there', async () => {
    await server.http().get('/api/auth/config').expect(200, { googleClientId: CLIENT_ID, googleRedirect: true });
  });

  it('signs in: the callback sets the refresh cookie and sends the browser to the shell, into the same account as an ID token', async () => {
    google.account = { sub: 'google-sub-7', name: 'Ada Lovelace', email: 'ada@example.com', email_verified: true };
    const { callback, stateCookie } = await authorize();
    const done = await finish(callback, stateCookie).expect(303);
    expect(done.headers.location).toBe('/login?google=signed-in');
    const cookie = refreshCookie(done);
    expect(cookie).not.toBeNull();
    expect(google.tokenRequests.at(-1)).toMatchObject({
      client_secret: CLIENT_SECRET,
      grant_type: 'authorization_code',
    });

    const renewed = await server.http().post('/api/auth/refresh-token').set('Cookie', cookie!.cookie).expect(200);
    const claims = JSON.parse(Buffer.from(renewed.body.jwt.split('.')[1], 'base64url').toString());
    expect(claims.name).toBe('Ada Lovelace');

    // The ID-token path for the same Google account signs into the same user.
    const now = Math.floor(Date.now() / 1000);
    const idToken = await new SignJWT({ name: 'Ada Lovelace', email: 'ada@example.com', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setSubject('google-sub-7')
      .setAudience(CLIENT_ID)
      .setIssuer(ISSUER)
      .setIssuedAt(now - 60)
      .setExpirationTime(now + 3600)
      .sign(signingKey);
    const viaIdToken = await server.http().post('/api/auth/google').send({ token: idToken }).expect(200);
    expect(viaIdToken.body.id).toBe(claims.sub);
  });

  it('refuses a callback without the state cookie, or with another state, and exchanges no code for it', async () => {
    const { callback, stateCookie } = await authorize();
    const before = google.tokenRequests.length;
    for (const cookie of [undefined, `google_oauth_state=${randomBytes(32).toString('base64url')}`]) {
      const refused = await finish(callback, cookie).expect(303);
      expect(refused.headers.location).toBe('/login?google=failed');
      expect(refreshCookie(refused)).toBeNull();
    }
    const noState = new URL(callback);
    noState.searchParams.delete('state');
    const refused = await finish(noState, stateCookie).expect(303);
    expect(refused.headers.location).toBe('/login?google=failed');
    expect(google.tokenRequests.length).toBe(before);
  });

  it('refuses a code Google does not know, or one used already', async () => {
    const { callback, stateCookie } = await authorize();
    const forged = new URL(callback);
    forged.searchParams.set('code', 'not-a-code-google-gave');
    const refused = await finish(forged, stateCookie).expect(303);
    expect(refused.headers.location).toBe('/login?google=failed');
    expect(refreshCookie(refused)).toBeNull();

    const second = await authorize();
    await finish(second.callback, second.stateCookie).expect(303);
    // The same code and state again (a replayed callback URL): the state was spent, and so was the code.
    const replayed = await finish(second.callback, second.stateCookie).expect(303);
    expect(replayed.headers.location).toBe('/login?google=failed');
  });

  it('refuses an account whose email Google has not verified', async () => {
    google.account = { sub: 'google-sub-8', name: 'Unverified', email: 'x@example.com', email_verified: false };
    const { callback, stateCookie } = await authorize();
    const refused = await finish(callback, stateCookie).expect(303);
    expect(refused.headers.location).toBe('/login?google=failed');
  });
});

describe('the redirect sign-in without a client secret', () => {
  const server = useTestServer({ GOOGLE_CLIENT_ID: CLIENT_ID });

  it('is off: the routes answer 404 and the shell is told', async () => {
    await server.http().get('/api/auth/config').expect(200, { googleClientId: CLIENT_ID, googleRedirect: false });
    const start = await server.http().get('/api/auth/google/start').expect(404);
    expect(start.body).toEqual({ message: 'Google sign-in is not configured', status: 404 });
  });
});
