import { Global, Module } from '@nestjs/common';
import { CONFIG, type Config } from '../config/config';
import { FallbackAttemptStore } from './attempt-store';
import { FailedLookups, LoginFailures } from './failed-attempts';
import { LimitsRedis } from './limits-redis';
import { SocketConnections } from './socket-connections';

/**
 * The limits that hold across instances: their Redis connection (with REDIS_URL), failed sign-ins and lookups,
 * live socket connections per IP.
 * Global: the throttler storage, the auth service and the gateway all count here.
 */
@Global()
@Module({
  providers: [
    {
      provide: LimitsRedis,
      inject: [CONFIG],
      useFactory: async (config: Config) => {
        const redis = new LimitsRedis(config);
        await redis.connected();
        return redis;
      },
    },
    {
      provide: FallbackAttemptStore,
      inject: [LimitsRedis],
      useFactory: (redis: LimitsRedis) => new FallbackAttemptStore(redis),
    },
    LoginFailures,
    FailedLookups,
    SocketConnections,
  ],
  exports: [LimitsRedis, LoginFailures, FailedLookups, SocketConnections],
})
export class LimitsModule {}
