import { HttpException } from '@nestjs/common';
import type { AuthorityRefusal, RefusalReason } from './authority';

const STATUS: Record<RefusalReason, number> = {
  'unknown-game': 404,
  'not-a-player': 403,
  'not-playing': 409,
  stale: 409,
  rejected: 400,
  mismatch: 400,
  'time-up': 409,
  unavailable: 503,
};

/** An authority refusal as an HTTP error (body { message, status } through the global filter). */
export function refusalToHttp(refusal: AuthorityRefusal): HttpException {
  return new HttpException(refusal.error, STATUS[refusal.reason]);
}
