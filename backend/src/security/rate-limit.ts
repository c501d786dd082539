import { HttpException, Injectable, SetMetadata, type ExecutionContext } from '@nestjs/common';
import {
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerOptions,
} from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Config } from '../config/config';
import { ipTracker } from '../limits/client-ip';

/** The rate-limit buckets; each is counted per client IP, across every route that names it. */
export type RateLimitBucket = keyof Config['rateLimits'];

/** Buckets also counted per signed-in user: one user behind many addresses is still one user. */
const PER_USER: ReadonlySet<RateLimitBucket> = new Set(['emitState']);

const RATE_LIMIT_BUCKET = 'rateLimitBucket';
/** Counts calls of this route against a bucket; routes without it are not limited. */
export const RateLimit = (bucket: RateLimitBucket) => SetMetadata(RATE_LIMIT_BUCKET, bucket);

/** The bucket a route handler counts against, if any. */
export const rateLimitBucketOf = (handler: object): RateLimitBucket | undefined =>
  Reflect.getMetadata(RATE_LIMIT_BUCKET, handler) as RateLimitBucket | undefined;

const bucketOf = (context: ExecutionContext): unknown => rateLimitBucketOf(context.getHandler());

/** Per user; the auth guard has run before this one on every route that is not @Public. */
const userTracker = (request: Record<string, unknown>) => {
  // The JWT strategy's AuthUser; only its id counts, so security needs nothing from auth (auth uses security).
  const user = (request as unknown as Request).user as { id: number } | undefined;
  return user ? `user:${user.id}` : ipOf(request);
};

const ipOf = (request: Record<string, unknown>) => `ip:${ipTracker((request as unknown as Request).ip ?? '')}`;

/** One named throttler per bucket, each applying only to its own routes; a second one per user where named. */
export function throttlerOptions(config: Config): ThrottlerModuleOptions {
  const throttlers: ThrottlerOptions[] = [];
  for (const bucket of Object.keys(config.rateLimits) as RateLimitBucket[]) {
    const skipIf = (context: ExecutionContext) => context.getType() !== 'http' || bucketOf(context) !== bucket;
    const { limit, windowMs } = config.rateLimits[bucket];
    throttlers.push({ name: bucket, limit, ttl: windowMs, skipIf });
    if (PER_USER.has(bucket))
      throttlers.push({ name: `${bucket}-user`, limit, ttl: windowMs, skipIf, getTracker: userTracker });
  }
  return {
    throttlers,
    getTracker: ipOf,
    // Login, register and google share one count: trying each route in turn does not triple the allowance.
    generateKey: (_context, tracker, name) => createHash('sha256').update(`${name}:${tracker}`).digest('hex'),
    setHeaders: false,
  };
}

/** Nest's throttler guard answering in our error shape, with a plain Retry-After header. */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const seconds = Math.max(1, detail.timeToBlockExpire);
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(seconds));
    throw new HttpException(`Too many requests, try again in ${seconds} seconds`, 429);
  }
}
