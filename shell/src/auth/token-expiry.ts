/** A JWT's lifetime as its `iat` and `exp` claims say, in ms since the epoch, read without verifying it. */
export interface TokenLifetime {
  issuedAt: number;
  expiresAt: number;
}

/** The token's `exp` (and `iat`, or `exp` when absent), or null when it cannot be read. The server verifies it. */
export function tokenLifetime(jwt: string): TokenLifetime | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const { exp, iat } = (claims ?? {}) as { exp?: unknown; iat?: unknown };
    if (typeof exp !== 'number') return null;
    return { issuedAt: (typeof iat === 'number' ? iat : exp) * 1000, expiresAt: exp * 1000 };
  } catch {
    return null;
  }
}

/**
 * Whether a JWT expires within `marginMs` of `now`, read from its `exp` claim without verifying it (the
 * server does that). A token that cannot be read counts as expiring, so the caller renews it.
 */
export function expiresWithin(jwt: string, marginMs: number, now = Date.now()): boolean {
  const lifetime = tokenLifetime(jwt);
  return lifetime === null || lifetime.expiresAt <= now + marginMs;
}
