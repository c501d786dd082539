import { Logger } from '@nestjs/common';
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
  private readonly logger = new Logger('RateLimits');
  private readonly redis: ThrottlerStorageRedisService | undefined;
  private readonly memory = new ThrottlerStorageService();

  constructor(private readonly limitsRedis: LimitsRedis) {
    if (limitsRedis.client) this.redis = new ThrottlerStorageRedisService(limitsRedis.client);
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    if (this.redis && this.limitsRedis.ready) {
      try {
        return await this.redis.increment(key, ttl, limit, blockDuration, throttlerName);
      } catch (error) {
        this.logger.debug(`Redis did not count ${throttlerName}, memory does: ${String(error)}`);
      }
    }
    return this.memory.increment(key, ttl, limit, blockDuration, throttlerName);
  }

  /** The memory storage keeps timers; Nest calls this on shutdown. */
  onApplicationShutdown(): void {
    this.memory.onApplicationShutdown();
  }
}
