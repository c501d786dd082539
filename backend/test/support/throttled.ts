import type { Response } from 'supertest';

/** What a rate-limited HTTP route answers. */
export const THROTTLED = /^Too many requests, try again in (\d+) seconds$/;

/** A 429 `{ message, status }` whose message matches, with Retry-After equal to the seconds it names; returns them. */
export function expectRefused(response: Response, message: RegExp): number {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ message: expect.stringMatching(message), status: 429 });
  const seconds = Number(/(\d+) s(econds)?$/.exec(response.body.message)![1]);
  expect(response.headers['retry-after']).toBe(String(seconds));
  return seconds;
}

/** A rate limit's 429, asking the client to wait at most the one-minute windows the tests configure. */
export function expectThrottled(response: Response): void {
  const seconds = expectRefused(response, THROTTLED);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(60);
}
