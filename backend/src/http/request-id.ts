import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { runWithContext } from '../logging/request-context';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Letters, digits, `.`, `_` and `-`, at most 64: safe to echo in a header and to write in a log line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The caller's (e.g. a proxy's) request id when it is safe to keep, else a new UUID. */
export function requestIdFor(incoming: string | undefined): string {
  return incoming !== undefined && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** First middleware: gives the request its id, answers it in X-Request-Id, and runs the rest inside its context. */
export function assignRequestId(request: Request, response: Response, next: NextFunction): void {
  const requestId = requestIdFor(request.header(REQUEST_ID_HEADER));
  response.setHeader(REQUEST_ID_HEADER, requestId);
  // The body parser resumes the chain from stream events, but raw-body binds its callback to this async context.
  runWithContext({ requestId }, next);
}
