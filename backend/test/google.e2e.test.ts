import { exportJWK, generateKeyPair, SignJWT, type KeyLike } from 'jose';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COMPUTER_LEVELS, computerName } from '../src/computer/computer-level';
import { refreshCookie } from './support/auth';
import { useTestServer } from './support/test-server';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const ISSUER = 'https://accounts.test.example';
const INVALID = { message: 'Invalid User Name or Password', status: 401 };

describe('Google sign-in against a local key server', () => {
  let keyServer: Server;
  let jwksUrl = '';
  let signingKey: KeyLike;
  let strangerKey: KeyLike;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    signingKey = pair.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }] };
    keyServer = createServer((_request, response) => {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify(jwks));
    });
    await new Promise<void>((resolve) => keyServer.listen(0, '127.0.0.1', resolve));
    jwksUrl = `http://127.0.0.1:${(keyServer.address() as AddressInfo).port}/oauth2/v3/certs`;
  }, 30000);

  afterAll(() => new Promise<void>((resolve) => keyServer.close(() => resolve())));

  const server = useTestServer(() => ({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_JWKS_URL: jwksUrl,
    GOOGLE_ISSUERS: `${ISSUER},accounts.test.example`,
  }));

  interface TokenOptions {
    sub?: string;
    claims?: Record<string, unknown>;
    audience?: string;
    issuer?: string;
    expiresAt?: number;
    key?: KeyLike;
    kid?: string;
  }

  function idToken(options: TokenOptions = {}): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      email_verified: true,
      picture: 'https://lh3.googleusercontent.com/a/grace',
      ...options.claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'test-key' })
      .setSubject(options.sub ?? 'google-sub-1')
      .setAudience(options.audience ?? CLIENT_ID)
      .setIssuer(options.issuer ?? ISSUER)
      .setIssuedAt(now - 60)
      .setExpirationTime(options.expiresAt ?? now + 3600)
      .sign(options.key ?? signingKey);
  }

  const google = async (token: string) => server.http().post('/api/auth/google').send({ token });

  it('tells the shell the client id', async () => {
    await server.http().get('/api/auth/config').expect(200, { googleClientId: CLIENT_ID, googleRedirect: false });
  });

  it('creates the user from a valid token, with the picture as url, and signs the same sub into it again', async () => {
    const first = await google(await idToken());
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      id: expect.any(Number),
      jwt: expect.any(String),
      name: 'Grace Hopper',
      url: 'https://lh3.googleusercontent.com/a/grace',
    });
    expect(refreshCookie(first)).not.toBeNull();
    await server.http().get('/api/game/current-state').set('Authorization', `Bearer ${first.body.jwt}`).expect(204);

    const again = await google(await idToken({ claims: { picture: 'https://lh3.googleusercontent.com/a/new' } }));
    expect(again.body).toMatchObject({
      id: first.body.id,
      name: 'Grace Hopper',
      url: 'https://lh3.googleusercontent.com/a/new',
    });
    const other = await google(await idToken({ sub: 'google-sub-2', claims: { name: undefined, email: 'ada@x.org' } }));
    expect(other.body).toMatchObject({ name: 'ada' });
    expect(other.body.id).not.toBe(first.body.id);
  });

  it('does not let a Google name pass for an existing user name', async () => {
    const password = 'lovelace password';
    await server
      .http()
      .post('/api/auth/register')
      .send({ username: 'lovelace', password, repeatPassword: password })
      .expect(200);
    const response = await google(await idToken({ sub: 'google-sub-3', claims: { name: 'Lovelace' } }));
    expect(response.body.name).toBe('Lovelace-2');
  });

  it('cleans a Google name of what cannot be seen, and caps it', async () => {
    const hidden = await google(
      await idToken({ sub: 'google-sub-20', claims: { name: '\u202EKatherine\u200B\u0000  Johnson\u2066' } }),
    );
    expect(hidden.body.name).toBe('Katherine Johnson');
    const long = await google(await idToken({ sub: 'google-sub-21', claims: { name: 'Dorothy Vaughan '.repeat(20) } }));
    expect(long.body.name).toBe('Dorothy Vaughan Dorothy Vaughan');
  });

  it.each([
    ...COMPUTER_LEVELS.map((level) => [
      `the ${level} computer's name`,
      computerName(level),
      `${computerName(level)}-2`,
    ]),
    ["a computer's name in look-alikes, with a level to come", 'Сomputer (Ехреrt)', 'Сomputer (Ехреrt)-2'],
    ["a guest's name", 'Guest 8AE5', 'Guest 8AE5-2'],
  ])('does not let a Google name pass for %s', async (_case, name, given) => {
    const sub = `google-sub-${name}`;
    const first = await google(await idToken({ sub, claims: { name } }));
    expect(first.body.name).toBe(given);
    // Signing in again keeps the name the account was given.
    expect((await google(await idToken({ sub, claims: { name } }))).body).toMatchObject({
      id: first.body.id,
      name: given,
    });
  });

  it("does not let a Google name pass for a player's name in look-alikes from another script", async () => {
    const password = 'magnus password';
    await server
      .http()
      .post('/api/auth/register')
      .send({ username: 'Magnus', password, repeatPassword: password })
      .expect(200);
    // Cyrillic М and А.
    const cyrillic = await google(await idToken({ sub: 'google-sub-30', claims: { name: 'МАGNUS' } }));
    expect(cyrillic.body.name).toBe('МАGNUS-2');
    const other = await google(await idToken({ sub: 'google-sub-31', claims: { name: 'magnus' } }));
    expect(other.body.name).toBe('magnus-3');
    // Another Google account's name counts as much as a user name.
    const lookalike = await google(await idToken({ sub: 'google-sub-32', claims: { name: 'Grаce Hоpper' } }));
    expect(lookalike.body.name).toBe('Grаce Hоpper-2');
  });

  it.each<[string, () => Promise<string>]>([
    [
      'a tampered payload',
      async () => {
        const [header, , signature] = (await idToken()).split('.');
        const forged = Buffer.from(
          JSON.stringify({ sub: 'google-sub-1', aud: CLIENT_ID, iss: ISSUER, exp: 9999999999 }),
        );
        return [header, forged.toString('base64url'), signature].join('.');
      },
    ],
    ['a wrong audience', () => idToken({ audience: 'someone-else.apps.googleusercontent.com' })],
    ['a wrong issuer', () => idToken({ issuer: 'https://evil.example' })],
    ['an expired token', () => idToken({ expiresAt: Math.floor(Date.now() / 1000) - 300 })],
    ['a token signed by an unknown key', () => idToken({ key: strangerKey, kid: 'stranger' })],
    ['a token signed by another key under the known key id', () => idToken({ key: strangerKey })],
    ['an unverified e-mail', () => idToken({ sub: 'google-sub-9', claims: { email_verified: false } })],
    ['not a JWT', async () => 'not-a-jwt'],
  ])('refuses %s with 401 and no cookie', async (_case, token) => {
    const response = await google(await token());
    expect(response.body).toEqual(INVALID);
    expect(refreshCookie(response)).toBeNull();
  });

  it('refuses a body without a token with 400', async () => {
    expect((await server.http().post('/api/auth/google').send({})).status).toBe(400);
  });
});
