/**
 * A token bucket: holds up to `capacity` tokens, refills `refillPerSecond` continuously, and each take spends one.
 * A client may burst up to the capacity and then keep the refill rate for ever. The clock is injected for tests.
 */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly capacity: number,
    private readonly refillPerSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    if (!(capacity >= 1) || !(refillPerSecond > 0))
      throw new RangeError('A token bucket needs capacity ≥ 1, refill > 0');
    this.tokens = capacity;
    this.updatedAt = now();
  }

  /** Spends a token if there is one; false = over the limit (nothing is spent). */
  take(): boolean {
    this.refill();
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Whole tokens left now. */
  available(): number {
    this.refill();
    return Math.floor(this.tokens);
  }

  /** Milliseconds until the next whole token (0 when one is there now). */
  msUntilNext(): number {
    this.refill();
    return this.tokens >= 1 ? 0 : Math.ceil(((1 - this.tokens) * 1000) / this.refillPerSecond);
  }

  private refill(): void {
    const now = this.now();
    // A clock that steps back must not drain the bucket.
    const elapsedMs = Math.max(0, now - this.updatedAt);
    this.tokens = Math.min(this.capacity, this.tokens + (elapsedMs * this.refillPerSecond) / 1000);
    this.updatedAt = now;
  }
}
