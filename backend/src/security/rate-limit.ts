import { HttpException, Injectable, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { WsException } from '@nestjs/websockets';
import {
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerOptions,
} from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import type { Response } from 'express';
import type { Config } from '../config/config';
import { ipTracker } from '../limits/client-ip';

/** The rate-limit buckets; each is counted per client IP, across every route that names it. */
export type RateLimitBucket = keyof Config['rateLimits'];

const RATE_LIMIT_BUCKET = 'rateLimitBucket';
/**
 * Counts calls of this route (or socket event, with RateLimitGuard on it: global guards do not reach gateways) against
 * a bucket; routes without it are not limited.
 */
export const RateLimit = (bucket: RateLimitBucket) => SetMetadata(RATE_LIMIT_BUCKET, bucket);

/** The bucket a route handler counts against, if any. */
export const rateLimitBucketOf = (handler: object): RateLimitBucket | undefined =>
  Reflect.getMetadata(RATE_LIMIT_BUCKET, handler) as RateLimitBucket | undefined;

const bucketOf = (context: ExecutionContext): unknown => rateLimitBucketOf(context.getHandler());

/** What the trackers read of a request: an HTTP request, or what a socket knows of its client (socketRequest). */
interface Caller {
  ip?: string;
  user?: { id: number };
}

/** Per user; the auth guard has run before this one on every route that is not @Public. */
const userTracker = (request: Record<string, unknown>) => {
  // The JWT strategy's AuthUser; only its id counts, so security needs nothing from auth (auth uses security).
  const { user } = request as Caller;
  return user ? `user:${user.id}` : ipOf(request);
};

const ipOf = (request: Record<string, unknown>) => `ip:${ipTracker((request as Caller).ip ?? '')}`;

/** One named throttler per bucket, each applying only to its own routes; a second one per user where configured. */
export function throttlerOptions(config: Config): ThrottlerModuleOptions {
  const throttlers: ThrottlerOptions[] = [];
  for (const bucket of Object.keys(config.rateLimits) as RateLimitBucket[]) {
    const skipIf = (context: ExecutionContext) => bucketOf(context) !== bucket;
    const { limit, windowMs } = config.rateLimits[bucket];
    throttlers.push({ name: bucket, limit, ttl: windowMs, skipIf });
    const perUser = (config.userRateLimits as Partial<Config['rateLimits']>)[bucket];
    if (perUser)
      throttlers.push({
        name: `${bucket}-user`,
        limit: perUser.limit,
        ttl: perUser.windowMs,
        skipIf,
        getTracker: userTracker,
      });
  }
  return {
    throttlers,
    getTracker: ipOf,
    // Login, register and google share one count: trying each route in turn does not triple the allowance.
    generateKey: (_context, tracker, name) => createHash('sha256').update(`${name}:${tracker}`).digest('hex'),
    setHeaders: false,
  };
}

/** A socket's client as the trackers read it: the IP its handshake came from (as limited) and its user. */
function socketRequest(context: ExecutionContext): Caller {
  const data = context.switchToWs().getClient<{ data: Caller }>().data;
  return { ip: data.ip, user: data.user };
}

/**
 * Nest's throttler guard answering in our error shape: 429 with a plain Retry-After header over HTTP, `{ ok: false,
 * error }` on a socket (through the gateway's exception filter).
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override getRequestResponse(context: ExecutionContext) {
    if (context.getType() !== 'ws') return super.getRequestResponse(context);
    return { req: socketRequest(context) as Record<string, unknown>, res: {} };
  }

  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const seconds = Math.max(1, detail.timeToBlockExpire);
    const message = `Too many requests, try again in ${seconds} seconds`;
    if (context.getType() === 'ws') throw new WsException(message);
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(seconds));
    throw new HttpException(message, 429);
  }
}
