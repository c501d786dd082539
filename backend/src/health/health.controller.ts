import { Controller, Get, HttpCode, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../auth/auth-user';
import { CONFIG, type Config } from '../config/config';
import { answersWithin, readinessOf, type Readiness } from './readiness';
import { RedisProbe } from './redis-probe';
import { ApiOkResponse, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import { LivenessSchema, NotReadySchema, ReadinessSchema } from './health.responses';

@Controller('health')
export class HealthController {
  constructor(
    private readonly db: DataSource,
    private readonly redis: RedisProbe,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /**
   * Liveness: 200 while the process serves. The server only listens once booted (migrations included), and this
   * never touches the database, so an orchestrator does not restart a healthy process during a database blip.
   */
  @Public()
  @Get()
  @HttpCode(200)
  @ApiOkResponse({ type: LivenessSchema })
  health(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: 200 when PostgreSQL (and Redis, when configured) answer within READY_TIMEOUT, else 503. */
  @Public()
  @Get('ready')
  @ApiOkResponse({ type: ReadinessSchema })
  @ApiServiceUnavailableResponse({ type: NotReadySchema })
  async ready(@Res({ passthrough: true }) response: Response): Promise<Readiness['body']> {
    const timeout = this.config.readyTimeoutMs;
    const [database, redis] = await Promise.all([
      answersWithin(() => this.db.query('SELECT 1'), timeout),
      this.redis.configured ? answersWithin(() => this.redis.ping(), timeout) : null,
    ]);
    const readiness = readinessOf({
      database: database ? 'up' : 'down',
      redis: redis === null ? 'not-configured' : redis ? 'up' : 'down',
    });
    if (!readiness.ready) response.status(503);
    return readiness.body;
  }
}
