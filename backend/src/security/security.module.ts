import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { CONFIG, type Config } from '../config/config';
import { FallbackThrottlerStorage } from '../limits/fallback-throttler-storage';
import { LimitsRedis } from '../limits/limits-redis';
import { RateLimitGuard, throttlerOptions } from './rate-limit';

/**
 * Rate limits on the routes marked @RateLimit(bucket). Counted in Redis with REDIS_URL (one count across instances),
 * in this instance's memory without it or while Redis does not answer.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [CONFIG, LimitsRedis],
      useFactory: (config: Config, redis: LimitsRedis) => ({
        ...throttlerOptions(config),
        storage: new FallbackThrottlerStorage(redis),
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: RateLimitGuard }],
})
export class SecurityModule {}
