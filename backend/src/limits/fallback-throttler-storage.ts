import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import type { LimitsRedis } from './limits-redis';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * The HTTP rate limits' counts: in Redis when REDIS_URL is set, so every instance counts against one limit; in this
 * instance's memory otherwise, and whenever Redis fails to answer (fail to memory, not open: while Redis is away each
 * instance still holds the limit on its own, so N instances let through at most N times the limit, and no request
 * waits longer than the Redis command timeout).
 */
export class FallbackThrottlerStorage implements ThrottlerStorage {
  private readonly redis: ThrottlerStorageRedisService | undefined;
  private readonly memory = new ThrottlerStorageService();

  constructor(private readonly limitsRedis: LimitsRedis) {
    if (limitsRedis.client) this.redis = new ThrottlerStorageRedisService(limitsRedis.client);
  }

  increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const count = (storage: ThrottlerStorage) => storage.increment(key, ttl, limit, blockDuration, throttlerName);
    const redis = this.redis;
    return this.limitsRedis.orMemory(redis && (() => count(redis)), () => count(this.memory), throttlerName);
  }

  /** The memory storage keeps timers; Nest calls this on shutdown. */
  onApplicationShutdown(): void {
    this.memory.onApplicationShutdown();
  }
}
