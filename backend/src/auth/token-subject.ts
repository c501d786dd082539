/**
 * The user id an access token's `sub` names, or null. We issue `sub` as the id itself, a positive integer; anything
 * else is refused rather than coerced (Number(['7']) is 7, Number('') is 0), so a token only ever names a user the
 * way we wrote it.
 */
export function userIdOfSubject(sub: unknown): number | null {
  if (typeof sub === 'number') return Number.isSafeInteger(sub) && sub > 0 ? sub : null;
  if (typeof sub === 'string' && /^[1-9][0-9]{0,15}$/.test(sub)) return Number(sub);
  return null;
}
