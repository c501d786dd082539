import { HttpException, Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '../config/config';
import { ipTracker } from './client-ip';
import { AttemptLimiter } from './attempt-limiter';
import { FallbackAttemptStore } from './attempt-store';

/**
 * Failed sign-ins per account name (case-insensitive, as names are matched): past the limit each further attempt
 * waits, doubling. Counted per name whether or not the account exists, so the lock reveals nothing; a success clears it.
 */
@Injectable()
export class LoginFailures {
  private readonly limiter: AttemptLimiter;

  constructor(@Inject(CONFIG) config: Config, store: FallbackAttemptStore) {
    this.limiter = new AttemptLimiter('login', config.loginFailures, store);
  }

  check = (username: string) => this.limiter.check([key(username)]);
  fail = (username: string) => this.limiter.fail([key(username)]);
  reset = (username: string) => this.limiter.reset([key(username)]);
}

const key = (username: string) => username.trim().toLowerCase();

/** Who looks a game up: counted per user and per client IP, and both must be free. */
export interface Looker {
  userId: number;
  ip: string;
}

/** An unknown or inactive code, or a game the caller does not play in: the answers a guesser gets. */
const LOOKUP_FAILURE_STATUS: ReadonlySet<number> = new Set([403, 404]);

/**
 * Failed invite-code lookups (joins, and socket requests naming a game): only failures count, per user and per IP,
 * so guessing codes is slow for anyone however many accounts or addresses they use one at a time.
 */
@Injectable()
export class FailedLookups {
  private readonly limiter: AttemptLimiter;

  constructor(@Inject(CONFIG) config: Config, store: FallbackAttemptStore) {
    this.limiter = new AttemptLimiter('lookup', config.lookupFailures, store);
  }

  /**
   * For lookups whose success is itself the secret (joining by code): refused (TooManyAttempts) while `looker` is
   * locked, whatever the code; a 403/404 thrown counts as a failure.
   */
  async refuseWhileLocked<T>(looker: Looker, lookup: () => Promise<T>): Promise<T> {
    const keys = lookerKeys(looker);
    await this.limiter.check(keys);
    try {
      return await lookup();
    } catch (error) {
      if (isLookupFailure(error)) await this.limiter.fail(keys);
      throw error;
    }
  }

  /**
   * For lookups that show a game to whoever is not seated in it (watching by code): refused while `looker` is locked,
   * whatever the code, like a join; each answer `failed` picks (an unknown code, a game not running) counts.
   */
  async refuseWhileLockedCounting<T>(looker: Looker, lookup: () => Promise<T>, failed: (result: T) => boolean) {
    const keys = lookerKeys(looker);
    await this.limiter.check(keys);
    const result = await lookup();
    if (failed(result)) await this.limiter.fail(keys);
    return result;
  }

  /**
   * For lookups that only ever succeed in the caller's own games (the socket's requests): a success is answered as
   * always, so a locked player is never shut out of their game by someone else at the same address; a failure counts,
   * and while locked is answered TooManyAttempts instead (the same for every code: nothing to learn).
   */
  async countFailures<T>(looker: Looker, lookup: () => Promise<T>, failed: (result: T) => boolean): Promise<T> {
    let result: T;
    try {
      result = await lookup();
    } catch (error) {
      if (isLookupFailure(error)) await this.failed(looker);
      throw error;
    }
    if (failed(result)) await this.failed(looker);
    return result;
  }

  private async failed(looker: Looker): Promise<void> {
    const keys = lookerKeys(looker);
    await this.limiter.check(keys);
    await this.limiter.fail(keys);
  }
}

const lookerKeys = (looker: Looker) => [`user:${looker.userId}`, `ip:${ipTracker(looker.ip)}`];

const isLookupFailure = (error: unknown) =>
  error instanceof HttpException && LOOKUP_FAILURE_STATUS.has(error.getStatus());
