import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { CONFIG, type Config } from '../config/config';
import { refreshRefusal, sessionEndsAt, type RefreshRefusal } from './refresh-rules';
import { SessionRevocations, type RevocationReason } from './session-revocations';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/; // 32 random bytes, base64url
const SWEEP_EVERY_MS = 3_600_000;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** A refresh token and the session (family) it belongs to. */
export interface IssuedRefreshToken {
  userId: number;
  token: string;
  familyId: string;
  /** When the session ends whatever happens (SESSION_MAX_AGE after its sign-in), in ms since the epoch. */
  sessionEndsAt: number;
}

/** Opaque refresh tokens, stored hashed, rotated on every use, with replay detection per family. */
@Injectable()
export class RefreshTokensService {
  private readonly logger = new Logger(RefreshTokensService.name);
  private lastSweep = 0;

  constructor(
    private readonly db: DataSource,
    @Inject(CONFIG) private readonly config: Config,
    private readonly revocations: SessionRevocations,
  ) {}

  /** A new family: one sign-in of one browser. */
  issue(userId: number): Promise<IssuedRefreshToken> {
    this.sweepNowAndThen();
    return this.insert(this.db.manager, userId, randomUUID(), new Date());
  }

  /** Exchanges a token for the next one in its family, or says why not (a replay revokes the family). */
  async rotate(token: unknown): Promise<IssuedRefreshToken | RefreshRefusal> {
    if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return 'unknown';
    type Outcome = { issued: IssuedRefreshToken } | { refusal: RefreshRefusal; familyId?: string; userId?: number };
    const outcome = await this.db.transaction(async (em): Promise<Outcome> => {
      const [row] = await em.query<
        {
          id: number;
          family_id: string;
          user_id: number;
          expires_at: Date;
          used_at: Date | null;
          revoked_at: Date | null;
          session_started_at: Date;
        }[]
      >(
        `SELECT id, family_id, user_id, expires_at, used_at, revoked_at, session_started_at FROM refresh_tokens
         WHERE token_hash = $1 FOR UPDATE`,
        [sha256(token)],
      );
      const refusal = refreshRefusal(
        row
          ? {
              expiresAt: row.expires_at,
              usedAt: row.used_at,
              revokedAt: row.revoked_at,
              sessionStartedAt: row.session_started_at,
            }
          : null,
        new Date(),
        this.config.sessionMaxAgeMs,
      );
      if (refusal === 'reused' || refusal === 'session-over') {
        await this.revokeFamily(em, row.family_id);
        if (refusal === 'reused')
          this.logger.warn(
            `A used or revoked refresh token was presented: revoked that sign-in of user ${row.user_id}`,
          );
        return { refusal, familyId: row.family_id, userId: row.user_id };
      }
      if (refusal) return { refusal };
      await em.query('UPDATE refresh_tokens SET used_at = now() WHERE id = $1', [row.id]);
      return { issued: await this.insert(em, row.user_id, row.family_id, row.session_started_at) };
    });
    if ('issued' in outcome) return outcome.issued;
    // Announced once the revocation is committed, so a reconnecting socket is refused.
    if (outcome.familyId && outcome.userId)
      this.revocations.revoked({
        familyId: outcome.familyId,
        userId: outcome.userId,
        reason: reasonOf(outcome.refusal),
      });
    return outcome.refusal;
  }

  /** Ends the sign-in a token belongs to, whatever state the token is in. */
  async revoke(token: unknown): Promise<void> {
    if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return;
    const [row] = await this.db.query<{ family_id: string; user_id: number }[]>(
      'SELECT family_id, user_id FROM refresh_tokens WHERE token_hash = $1',
      [sha256(token)],
    );
    if (!row) return;
    await this.revokeFamily(this.db.manager, row.family_id);
    this.revocations.revoked({ familyId: row.family_id, userId: row.user_id, reason: 'signed-out' });
  }

  private async insert(
    em: EntityManager,
    userId: number,
    familyId: string,
    sessionStartedAt: Date,
  ): Promise<IssuedRefreshToken> {
    const token = randomBytes(32).toString('base64url');
    // Every sign-in and refresh comes through here: the account was seen now (the housekeeping sweep reads it).
    await em.query(
      `WITH seen AS (UPDATE users SET seen_at = now() WHERE id = $2)
       INSERT INTO refresh_tokens (family_id, user_id, token_hash, expires_at, session_started_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [familyId, userId, sha256(token), new Date(Date.now() + this.config.refreshTokenTtlMs), sessionStartedAt],
    );
    return { userId, token, familyId, sessionEndsAt: sessionEndsAt(sessionStartedAt, this.config.sessionMaxAgeMs) };
  }

  private async revokeFamily(em: EntityManager, familyId: string): Promise<void> {
    await em.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [
      familyId,
    ]);
  }

  /** Expired rows are useless (an expired token is refused anyway); drop them about once an hour. */
  private sweepNowAndThen(): void {
    if (Date.now() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = Date.now();
    this.db
      .query(`DELETE FROM refresh_tokens WHERE expires_at < now() - interval '1 day'`)
      .catch((error: unknown) => this.logger.warn(`Could not sweep expired refresh tokens: ${String(error)}`));
  }
}

function reasonOf(refusal: RefreshRefusal): RevocationReason {
  return refusal === 'session-over' ? 'session-over' : 'reused';
}
