/** Longer Authorization headers are refused unread: our own tokens are a few hundred characters. */
export const MAX_AUTHORIZATION_HEADER = 4096;

/**
 * The token of an `Authorization: Bearer <token>` header, or null. Used instead of passport-jwt's extractor, whose
 * unanchored /(\S+)\s+(\S+)/ backtracks quadratically on a long header without spaces: one such header could hold
 * the event loop up for everyone. This pattern is anchored and its parts cannot overlap, so it runs in linear time.
 */
export function bearerToken(header: unknown): string | null {
  if (typeof header !== 'string' || header.length > MAX_AUTHORIZATION_HEADER) return null;
  return /^Bearer +([^\s]+) *$/i.exec(header)?.[1] ?? null;
}
