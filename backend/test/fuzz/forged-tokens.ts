import { createHmac } from 'node:crypto';

const base64url = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** An HS256 JWT over `claims`, signed with `secret`: what the server issues when `secret` is its JWT_SECRET. */
export function signHs256(claims: Record<string, unknown>, secret: string, header: object = { alg: 'HS256' }): string {
  const unsigned = `${base64url({ typ: 'JWT', ...header })}.${base64url(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

const now = () => Math.floor(Date.now() / 1000);

/**
 * Tokens that must never authenticate anyone: each is a way of forging or bending a JWT. `realToken` is a genuine
 * token of some user, `victimId` another user's id, `secret` the server's own JWT secret (known to the fuzzer because
 * it configured the server), for tokens that are well signed but must still be refused.
 */
export function forgedTokens(realToken: string, victimId: number, secret: string): string[] {
  const [header, payload, signature] = realToken.split('.');
  // The real token's session, issuer and audience: only the subject is bent.
  const { sid, iss, aud } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const claims = { sub: victimId, name: 'forged', sid, iss, aud, iat: now(), exp: now() + 600 };
  return [
    // Another user's id, signed with a key that is not the server's.
    signHs256(claims, 'not-the-server-secret-0123456789'),
    // alg none, with and without an empty signature.
    `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`,
    `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}`,
    `${base64url({ alg: 'NoNe', typ: 'JWT' })}.${base64url(claims)}.${signature}`,
    // The real token's signature over a payload that names someone else.
    `${header}.${base64url(claims)}.${signature}`,
    // Algorithm confusion: claims RS256/HS512 while signed with the shared secret.
    signHs256(claims, secret, { alg: 'RS256' }),
    signHs256(claims, secret, { alg: 'HS512' }),
    // Well signed, but issued by or for someone else sharing the secret.
    signHs256({ ...claims, iss: 'someone-else' }, secret),
    signHs256({ ...claims, aud: 'someone-else' }, secret),
    // Well signed but expired, not yet valid, or with a subject that names nobody.
    signHs256({ ...claims, iat: now() - 7200, exp: now() - 3600 }, secret),
    signHs256({ ...claims, nbf: now() + 3600 }, secret),
    signHs256({ ...claims, sub: 2 ** 31 }, secret),
    signHs256({ ...claims, sub: -victimId }, secret),
    signHs256({ ...claims, sub: `${victimId} OR 1=1` }, secret),
    signHs256({ ...claims, sub: { id: victimId } }, secret),
    signHs256({ ...claims, sub: [victimId] }, secret),
    signHs256({ ...claims, sub: 1e300 }, secret),
    signHs256({ ...claims, sub: null }, secret),
    signHs256({ name: 'no subject', exp: now() + 600 }, secret),
    signHs256({ ...claims, exp: 'tomorrow' }, secret),
    // Mangled copies of a genuine token.
    `${header}.${payload}.${signature.slice(0, -2)}`,
    `${header}.${payload}`,
    `${header}.${payload}.${signature}.${signature}`,
    realToken.toUpperCase(),
    `${realToken}\u0000`,
    // Garbage.
    '',
    'null',
    'Bearer',
    'a.b.c',
    '...',
    'x'.repeat(10_000),
    '\ud83d\ude00.\ud83d\ude00.\ud83d\ude00',
  ];
}

/** Authorization header values around a token: the right scheme and several wrong ones. */
export function authorizationHeaders(token: string): string[] {
  return [`Bearer ${token}`, `bearer ${token}`, `Bearer  ${token}`, `Basic ${token}`, token, `Bearer ${token} extra`];
}
