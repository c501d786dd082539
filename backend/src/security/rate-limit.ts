import { HttpException, Injectable, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerModuleOptions } from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import type { Response } from 'express';
import type { Config } from '../config/config';

/** The rate-limit buckets; each is counted per client IP, across every route that names it. */
export type RateLimitBucket = keyof Config['rateLimits'];

const RATE_LIMIT_BUCKET = 'rateLimitBucket';
/** Counts calls of this route against a bucket; routes without it are not limited. */
export const RateLimit = (bucket: RateLimitBucket) => SetMetadata(RATE_LIMIT_BUCKET, bucket);

const bucketOf = (context: ExecutionContext): unknown => Reflect.getMetadata(RATE_LIMIT_BUCKET, context.getHandler());

/** One named throttler per bucket, each applying only to its own routes. */
export function throttlerOptions(config: Config): ThrottlerModuleOptions {
  return {
    throttlers: (Object.keys(config.rateLimits) as RateLimitBucket[]).map((bucket) => ({
      name: bucket,
      limit: config.rateLimits[bucket].limit,
      ttl: config.rateLimits[bucket].windowMs,
      skipIf: (context: ExecutionContext) => context.getType() !== 'http' || bucketOf(context) !== bucket,
    })),
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
