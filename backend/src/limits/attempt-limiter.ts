import { HttpException } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { lockedForMs, recordTtlMs, type AttemptPolicy } from './attempt-policy';
import type { AttemptStore } from './attempt-store';

/** Refused because of earlier failures: 429 with Retry-After over HTTP, `{ ok: false, error }` on the socket. */
export class TooManyAttempts extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many attempts, try again in ${retryAfterSeconds} s`, 429);
  }
}

/**
 * Counts failures per key under one policy. Keys are hashed: an account name or an address never reaches Redis
 * as it is, and a long one costs no more than a short one.
 */
export class AttemptLimiter {
  constructor(
    private readonly name: string,
    private readonly policy: AttemptPolicy,
    private readonly store: AttemptStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws TooManyAttempts while any of `keys` is locked. */
  async check(keys: readonly string[]): Promise<void> {
    const now = this.now();
    const records = await this.store.read(keys.map((key) => this.storeKey(key)));
    const lockedMs = Math.max(0, ...records.map((record) => lockedForMs(record, this.policy, now)));
    if (lockedMs > 0) throw new TooManyAttempts(Math.max(1, Math.ceil(lockedMs / 1000)));
  }

  async fail(keys: readonly string[]): Promise<void> {
    const now = this.now();
    await Promise.all(keys.map((key) => this.store.fail(this.storeKey(key), recordTtlMs(this.policy), now)));
  }

  async reset(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.store.clear(this.storeKey(key))));
  }

  private storeKey(key: string): string {
    return `${this.name}:${createHash('sha256').update(key).digest('base64url')}`;
  }
}
