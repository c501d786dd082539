/**
 * Items bucketed by the second they expire in, for one sweep per instance instead of a timer per socket (a timer and
 * its closure are heap every idle connection pays). `due(now)` hands back every item whose second has come, once.
 */
export class ExpiryWheel<T> {
  private readonly buckets = new Map<number, Set<T>>();
  /** Every second up to this one has been handed out. */
  private swept: number;

  constructor(nowSeconds: number) {
    this.swept = Math.floor(nowSeconds);
  }

  /**
   * An item expiring at `second` (a JWT's `exp`); one already past is due at the next sweep. Returns the second it
   * was filed under, which `remove` takes.
   */
  add(item: T, second: number): number {
    const bucket = Math.max(Math.floor(second), this.swept + 1);
    let items = this.buckets.get(bucket);
    if (!items) this.buckets.set(bucket, (items = new Set()));
    items.add(item);
    return bucket;
  }

  /** Forgets an item filed under `bucket`; nothing happens if it is not there (already handed out). */
  remove(item: T, bucket: number): void {
    const items = this.buckets.get(bucket);
    if (!items) return;
    items.delete(item);
    if (items.size === 0) this.buckets.delete(bucket);
  }

  /** The items whose expiry second is at or before `nowSeconds`, removed from the wheel. */
  due(nowSeconds: number): T[] {
    const now = Math.floor(nowSeconds);
    const due: T[] = [];
    // A clock set back sweeps nothing until it catches up; a long stall sweeps each missed second once.
    for (let second = this.swept + 1; second <= now; second++) {
      const items = this.buckets.get(second);
      if (!items) continue;
      this.buckets.delete(second);
      for (const item of items) due.push(item);
    }
    this.swept = Math.max(this.swept, now);
    return due;
  }

  get size(): number {
    let size = 0;
    for (const items of this.buckets.values()) size += items.size;
    return size;
  }
}
