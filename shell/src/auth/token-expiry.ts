/**
 * Whether a JWT expires within `marginMs` of `now`, read from its `exp` claim without verifying it (the
 * server does that). A token that cannot be read counts as expiring, so the caller renews it.
 */
export function expiresWithin(jwt: string, marginMs: number, now = Date.now()): boolean {
  const payload = jwt.split('.')[1];
  if (!payload) return true;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp !== 'number' || exp * 1000 <= now + marginMs;
  } catch {
    return true;
  }
}
