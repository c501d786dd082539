import type { Attempts } from './attempt-policy';
import type { LimitsRedis } from './limits-redis';

/** Where failed attempts are counted. */
export interface AttemptStore {
  read(keys: readonly string[]): Promise<(Attempts | null)[]>;
  /** One more failure of `key` at `now`; the record is forgotten `ttlMs` after its last failure. */
  fail(key: string, ttlMs: number, now: number): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Past this many keys, expired ones are swept, then the oldest dropped: a flood of names cannot fill the heap. */
const MEMORY_MAX_KEYS = 100_000;

/** This instance's own count. */
export class MemoryAttemptStore implements AttemptStore {
  private readonly records = new Map<string, Attempts & { expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async read(keys: readonly string[]): Promise<(Attempts | null)[]> {
    return keys.map((key) => {
      const record = this.records.get(key);
      if (!record || record.expiresAt <= this.now()) return null;
      return { failures: record.failures, lastFailureAt: record.lastFailureAt };
    });
  }

  async fail(key: string, ttlMs: number, now: number): Promise<void> {
    const [current] = await this.read([key]);
    this.records.delete(key); // re-inserted last: the Map's order is oldest failure first
    this.records.set(key, { failures: (current?.failures ?? 0) + 1, lastFailureAt: now, expiresAt: now + ttlMs });
    if (this.records.size > MEMORY_MAX_KEYS) this.sweep();
  }

  async clear(key: string): Promise<void> {
    this.records.delete(key);
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, record] of this.records) if (record.expiresAt <= now) this.records.delete(key);
    for (const key of this.records.keys()) {
      if (this.records.size <= MEMORY_MAX_KEYS) break;
      this.records.delete(key);
    }
  }
}

/** One hash per key in Redis (failures, last failure), shared by every instance. */
export class RedisAttemptStore implements AttemptStore {
  constructor(private readonly redis: NonNullable<LimitsRedis['client']>) {}

  async read(keys: readonly string[]): Promise<(Attempts | null)[]> {
    const pipeline = this.redis.pipeline();
    for (const key of keys) pipeline.hmget(key, 'failures', 'last');
    const results = (await pipeline.exec()) ?? [];
    return results.map(([error, value]) => {
      if (error) throw error;
      const [failures, last] = value as (string | null)[];
      return failures === null ? null : { failures: Number(failures), lastFailureAt: Number(last) };
    });
  }

  async fail(key: string, ttlMs: number, now: number): Promise<void> {
    await this.redis.multi().hincrby(key, 'failures', 1).hset(key, 'last', now).pexpire(key, ttlMs).exec();
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(key);
  }
}

/**
 * Redis when REDIS_URL is set and it answers, memory otherwise (fail to memory: while Redis is away each instance still
 * counts on its own, and no attempt waits longer than the Redis command timeout).
 */
export class FallbackAttemptStore implements AttemptStore {
  private readonly redis: RedisAttemptStore | undefined;
  private readonly memory = new MemoryAttemptStore();

  constructor(private readonly limitsRedis: LimitsRedis) {
    if (limitsRedis.client) this.redis = new RedisAttemptStore(limitsRedis.client);
  }

  read(keys: readonly string[]): Promise<(Attempts | null)[]> {
    return this.either((store) => store.read(keys));
  }

  fail(key: string, ttlMs: number, now: number): Promise<void> {
    return this.either((store) => store.fail(key, ttlMs, now));
  }

  clear(key: string): Promise<void> {
    return this.either((store) => store.clear(key));
  }

  private either<T>(run: (store: AttemptStore) => Promise<T>): Promise<T> {
    const redis = this.redis;
    return this.limitsRedis.orMemory(redis && (() => run(redis)), () => run(this.memory), 'failed attempts');
  }
}
