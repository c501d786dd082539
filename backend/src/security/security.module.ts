import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { CONFIG, type Config } from '../config/config';
import { RateLimitGuard, throttlerOptions } from './rate-limit';

/** Per-IP rate limits on the routes marked @RateLimit(bucket). Counts are kept in memory, per instance. */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({ inject: [CONFIG], useFactory: (config: Config) => throttlerOptions(config) }),
  ],
  providers: [{ provide: APP_GUARD, useClass: RateLimitGuard }],
})
export class SecurityModule {}
