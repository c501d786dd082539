/** What a presented refresh token's row says about it (pure; the service acts on the answer). */

export interface RefreshTokenRow {
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

export type RefreshRefusal = 'unknown' | 'reused' | 'expired';

/** Null when the token may be exchanged; 'reused' means someone replayed it, so its whole family must go. */
export function refreshRefusal(row: RefreshTokenRow | null, now: Date): RefreshRefusal | null {
  if (!row) return 'unknown';
  if (row.usedAt || row.revokedAt) return 'reused';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return null;
}
