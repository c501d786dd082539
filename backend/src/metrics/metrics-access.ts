import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether a scrape may read the metrics (pure): any scrape when no token is configured (the backend is then reached
 * only from the internal network: nginx refuses the path), otherwise only one with `Authorization: Bearer <token>`.
 */
export function metricsScrapeAllowed(authorization: string | undefined, token: string | undefined): boolean {
  if (token === undefined) return true;
  const given = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
  // Digests of one length, compared in constant time: how long the answer takes says nothing of the token.
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}
