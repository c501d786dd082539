import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { createClient } from 'redis';
import { CONFIG, type Config } from '../config/config';

/** Its own Redis connection for readiness, when REDIS_URL is set: a PING fails at once while Redis is away. */
@Injectable()
export class RedisProbe implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(RedisProbe.name);
  private client: ReturnType<typeof createClient> | undefined;

  constructor(@Inject(CONFIG) private readonly config: Config) {}

  get configured(): boolean {
    return this.config.redisUrl !== undefined;
  }

  onModuleInit(): void {
    if (!this.config.redisUrl) return;
    // No offline queue: a command while disconnected fails instead of waiting for the reconnect.
    this.client = createClient({ url: this.config.redisUrl, disableOfflineQueue: true });
    // The Socket.IO adapter's clients already log Redis errors; this one reconnects quietly.
    this.client.on('error', (error: unknown) => this.logger.debug(`Redis: ${String(error)}`));
    this.client.connect().catch((error: unknown) => this.logger.debug(`Redis: ${String(error)}`));
  }

  async ping(): Promise<void> {
    if (!this.client) throw new Error('Redis is not configured');
    await this.client.ping();
  }

  async onModuleDestroy(): Promise<void> {
    await this.client?.close().catch(() => undefined);
  }
}
