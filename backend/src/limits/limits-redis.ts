import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { CONFIG, type Config } from '../config/config';

/**
 * How long a limit waits for Redis before counting in this instance's memory instead. Limits sit in front of sign-in,
 * joins and every socket connection: a Redis that is away or slow must not hold them up.
 */
export const LIMITS_REDIS_TIMEOUT_MS = 500;
/** Every key the limits write starts with this, apart from the adapter's and anyone else's. */
export const LIMITS_KEY_PREFIX = 'tabletop:limits:';

/**
 * The Redis connection shared by every limit that must hold across instances (HTTP rate limits, failed attempts,
 * socket connections per IP); undefined without REDIS_URL. ioredis, because the throttler's Redis storage is written
 * for it. No offline queue and a command timeout: while Redis is away a command fails at once (or within the timeout)
 * and the caller falls back to memory, instead of waiting for a reconnect.
 */
@Injectable()
export class LimitsRedis implements OnApplicationShutdown {
  private readonly logger = new Logger(LimitsRedis.name);
  readonly client: Redis | undefined;
  private down = false;

  constructor(@Inject(CONFIG) config: Config) {
    if (!config.redisUrl) return;
    this.client = new Redis(config.redisUrl, {
      keyPrefix: LIMITS_KEY_PREFIX,
      enableOfflineQueue: false,
      commandTimeout: LIMITS_REDIS_TIMEOUT_MS,
      maxRetriesPerRequest: 0,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    // One line per outage and one per recovery, not one per reconnect attempt.
    this.client.on('error', (error: unknown) => {
      if (this.down) return;
      this.down = true;
      this.logger.warn(`Redis unreachable, limits count in this instance's memory until it is back: ${String(error)}`);
    });
    this.client.on('ready', () => {
      if (this.down) this.logger.log('Redis is back: limits count across instances again');
      this.down = false;
    });
  }

  /** Whether commands may be sent now (connected and ready). */
  get ready(): boolean {
    return this.client?.status === 'ready';
  }

  /**
   * `inRedis` while Redis is ready and answers; otherwise, or when it fails, `inMemory` (fail to memory, never open:
   * this instance still holds the limit on its own, and nothing waits longer than the command timeout).
   */
  async orMemory<T>(inRedis: (() => Promise<T>) | undefined, inMemory: () => Promise<T>, what: string): Promise<T> {
    if (inRedis && this.ready) {
      try {
        return await inRedis();
      } catch (error) {
        this.logger.debug(`Redis did not count ${what}, memory does: ${String(error)}`);
      }
    }
    return inMemory();
  }

  /** Resolves once connected, or after the timeout (the limits then count in memory until Redis answers). */
  async connected(timeoutMs = 5000): Promise<void> {
    const client = this.client;
    if (!client || client.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        client.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      client.once('ready', done);
    });
  }

  onApplicationShutdown(): void {
    this.client?.disconnect(false);
  }
}
