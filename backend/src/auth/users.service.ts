import { ConflictException, Injectable } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import type { UserKind } from '../database/entities/user.entity';
import { uniqueViolation } from '../database/pg-errors';
import { queryPrepared } from '../database/prepared';
import type { AuthUser } from './auth-user';
import { MESSAGES } from './credentials-rules';
import { displayNameCandidates, displayNameKey } from '../display-names/display-name-rules';
import type { GoogleIdentity } from './google-id-token';

/** A user as the sign-in calls answer it. */
export interface Account extends AuthUser {
  kind: UserKind;
  url: string | null;
}

const ACCOUNT = 'id, name, kind, url';
const NAME_ATTEMPTS = 20;
/** The advisory lock that makes first Google sign-ins one at a time, so two cannot take one free name together. */
const NEW_GOOGLE_ACCOUNT_LOCK = 0x676f_6f67; // 'goog'

@Injectable()
export class UsersService {
  constructor(private readonly db: DataSource) {}

  /** A new guest, named by a UUID. */
  async createGuest(): Promise<Account> {
    const [user] = await this.db.query<Account[]>(
      `INSERT INTO users (name, kind) VALUES ($1, 'guest') RETURNING ${ACCOUNT}`,
      [randomUUID()],
    );
    return user;
  }

  async find(id: number): Promise<AuthUser | null> {
    const account = await this.findAccount(id);
    return account && { id: account.id, name: account.name };
  }

  /**
   * The user an access token names, while the session it was issued to is live: it still has rows and none of them
   * is revoked (logout, a replayed refresh token, the session's maximum age). One round trip, two index probes (the
   * revoked ones through a partial index), so every request and handshake checks it rather than any one instance
   * remembering revocations.
   */
  async findInLiveSession(id: number, familyId: string): Promise<AuthUser | null> {
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2147483647) return null;
    const [user] = await queryPrepared<AuthUser>(
      this.db,
      'tabletop-find-in-live-session',
      `SELECT id, name FROM users WHERE id = $1
         AND EXISTS (SELECT 1 FROM refresh_tokens WHERE family_id = $2 AND user_id = $1)
         AND NOT EXISTS (SELECT 1 FROM refresh_tokens WHERE family_id = $2 AND revoked_at IS NOT NULL)`,
      [id, familyId],
    );
    return user ?? null;
  }

  async findAccount(id: number): Promise<Account | null> {
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2147483647) return null;
    const [user] = await this.db.query<Account[]>(`SELECT ${ACCOUNT} FROM users WHERE id = $1`, [id]);
    return user ?? null;
  }

  async findForLogin(username: string): Promise<(Account & { passwordHash: string }) | null> {
    const [user] = await this.db.query<(Account & { passwordHash: string })[]>(
      `SELECT ${ACCOUNT}, password_hash AS "passwordHash" FROM users
       WHERE lower(username) = lower($1) AND password_hash IS NOT NULL`,
      [username],
    );
    return user ?? null;
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
  }

  /**
   * A registered account. With `guestId`, that guest becomes it in place (same id, so its games and scores
   * stay); null when that user is no longer a guest. The user name doubles as the display name.
   */
  async register(username: string, passwordHash: string, guestId?: number): Promise<Account | null> {
    try {
      return await this.db.transaction(async (em) => {
        // Display names stay unambiguous: no account may take a name a Google account already shows.
        const [clash] = await em.query('SELECT 1 FROM users WHERE lower(name) = lower($1) AND id <> $2', [
          username,
          guestId ?? 0,
        ]);
        if (clash) throw new ConflictException(MESSAGES.taken);
        if (guestId === undefined) {
          const [created] = await em.query<Account[]>(
            `INSERT INTO users (name, kind, username, password_hash, name_key)
             VALUES ($1, 'registered', $1, $2, $3) RETURNING ${ACCOUNT}`,
            [username, passwordHash, displayNameKey(username)],
          );
          return created;
        }
        const [upgraded] = await em.query<[Account[], number]>(
          `UPDATE users SET name = $2, kind = 'registered', username = $2, password_hash = $3, name_key = $4
           WHERE id = $1 AND kind = 'guest' RETURNING ${ACCOUNT}`,
          [guestId, username, passwordHash, displayNameKey(username)],
        );
        return upgraded[0] ?? null;
      });
    } catch (error) {
      if (uniqueViolation(error) === 'users_username_key') throw new ConflictException(MESSAGES.taken);
      throw error;
    }
  }

  /**
   * The account of a Google identity, created on first sign-in under `displayName` or the first free name after it
   * (see freeDisplayName); the picture follows the latest token.
   */
  async signInWithGoogle(identity: GoogleIdentity, displayName: string): Promise<Account> {
    const url = identity.picture ?? null;
    const [existing] = await this.db.query<[Account[], number]>(
      `UPDATE users SET url = COALESCE($2, url) WHERE google_sub = $1 RETURNING ${ACCOUNT}`,
      [identity.sub, url],
    );
    if (existing[0]) return existing[0];
    try {
      return await this.db.transaction(async (em) => {
        await em.query('SELECT pg_advisory_xact_lock($1)', [NEW_GOOGLE_ACCOUNT_LOCK]);
        const name = await this.freeDisplayName(em, displayName);
        const [created] = await em.query<Account[]>(
          `INSERT INTO users (name, kind, google_sub, url, name_key) VALUES ($1, 'google', $2, $3, $4)
           RETURNING ${ACCOUNT}`,
          [name, identity.sub, url, displayNameKey(name)],
        );
        return created;
      });
    } catch (error) {
      // The same account signing in twice at once: the other request created it.
      if (uniqueViolation(error) !== 'users_google_sub_key') throw error;
      const [user] = await this.db.query<Account[]>(`SELECT ${ACCOUNT} FROM users WHERE google_sub = $1`, [
        identity.sub,
      ]);
      return user;
    }
  }

  /**
   * `name`, or `name-2`, `name-3`… : the first that reads as nobody's chosen name (by key, look-alikes included) nor
   * anybody's user name, and not as a name the site gives (a computer's, a guest's); a random suffix as the last
   * resort. One index probe per candidate.
   */
  private async freeDisplayName(em: EntityManager, name: string): Promise<string> {
    const candidates = displayNameCandidates(name, NAME_ATTEMPTS);
    const keys = candidates.map(displayNameKey);
    const taken = await em.query<{ key: string | null; username: string | null }[]>(
      `SELECT name_key AS key, lower(username) AS username FROM users
       WHERE name_key = ANY($1) OR lower(username) = ANY($2)`,
      [keys, candidates.map((candidate) => candidate.toLowerCase())],
    );
    const takenKeys = new Set(taken.map((row) => row.key));
    const takenUsernames = new Set(taken.map((row) => row.username));
    const free = candidates.findIndex(
      (candidate, index) => !takenKeys.has(keys[index]) && !takenUsernames.has(candidate.toLowerCase()),
    );
    return free >= 0 ? candidates[free] : `${name}-${randomBytes(3).toString('hex')}`;
  }
}
