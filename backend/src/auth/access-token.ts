import type { JwtClaims } from './auth-user';

/**
 * Access tokens are HS256 only, and name us as issuer and audience: a token signed with another algorithm (none, an
 * RS256/HS512 confusion) or issued for something else sharing the secret is refused. Fixed strings: the secret is
 * what makes them ours, these only say which of our tokens this is.
 */
export const ACCESS_TOKEN = {
  algorithm: 'HS256',
  issuer: 'tabletop',
  audience: 'tabletop-api',
} as const;

/** The options jsonwebtoken checks every access token with. */
export const ACCESS_TOKEN_VERIFY: { algorithms: 'HS256'[]; issuer: string; audience: string } = {
  algorithms: [ACCESS_TOKEN.algorithm],
  issuer: ACCESS_TOKEN.issuer,
  audience: ACCESS_TOKEN.audience,
};

/** The session (refresh-token family) a token belongs to, or null: a token without one is not ours. */
export function sessionIdOf(claims: Pick<JwtClaims, 'sid'>): string | null {
  const sid = claims.sid;
  return typeof sid === 'string' && /^[0-9a-f-]{36}$/.test(sid) ? sid : null;
}
