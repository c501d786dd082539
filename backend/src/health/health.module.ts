import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { RedisProbe } from './redis-probe';

/** Liveness and readiness for the orchestrator. */
@Module({ controllers: [HealthController], providers: [RedisProbe] })
export class HealthModule {}
