/** What a presented refresh token's row says about it (pure; the service acts on the answer). */

export interface RefreshTokenRow {
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
  /** When the family's first token was issued. */
  sessionStartedAt: Date;
}

export type RefreshRefusal = 'unknown' | 'reused' | 'expired' | 'session-over';

/**
 * Null when the token may be exchanged; 'reused' means someone replayed it, so its whole family must go;
 * 'session-over' means the session has lived SESSION_MAX_AGE, however recently it rotated: its family goes too.
 */
export function refreshRefusal(row: RefreshTokenRow | null, now: Date, sessionMaxAgeMs: number): RefreshRefusal | null {
  if (!row) return 'unknown';
  if (row.usedAt || row.revokedAt) return 'reused';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (sessionEndsAt(row.sessionStartedAt, sessionMaxAgeMs) <= now.getTime()) return 'session-over';
  return null;
}

/** When a session that began at `startedAt` ends, in ms since the epoch. */
export function sessionEndsAt(startedAt: Date, sessionMaxAgeMs: number): number {
  return startedAt.getTime() + sessionMaxAgeMs;
}
