import { ApiError } from './errors';
import { retryAfterSeconds, transientFailureText, UNREACHABLE_MESSAGE } from './failure-text';

describe('retryAfterSeconds', () => {
  it('reads a number of seconds or an HTTP date, and nothing else', () => {
    expect(retryAfterSeconds('30')).toBe(30);
    expect(retryAfterSeconds('0')).toBe(1);
    const now = Date.parse('2026-11-25T18:00:00Z');
    expect(retryAfterSeconds('Wed, 25 Nov 2026 18:00:09 GMT', now)).toBe(9);
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds('soon')).toBeUndefined();
  });
});

describe('transientFailureText', () => {
  it('says the server cannot be reached for a network failure or a gateway error', () => {
    expect(transientFailureText(new ApiError('Something went wrong', 500, { unreachable: true }))).toBe(
      UNREACHABLE_MESSAGE,
    );
    expect(transientFailureText(new ApiError('Bad Gateway', 502, { unreachable: true }))).toBe(UNREACHABLE_MESSAGE);
  });

  it('gives a throttled request its wait, from Retry-After', () => {
    expect(transientFailureText(new ApiError('Too Many Requests', 429, { retryAfterSeconds: 42 }))).toBe(
      'Too many attempts, try again in 42 s',
    );
    expect(transientFailureText(new ApiError('Too Many Requests', 429))).toBe('Too many attempts, try again shortly');
  });

  it('leaves every other failure to its caller', () => {
    expect(transientFailureText(new ApiError('Unauthorized', 401))).toBeNull();
    expect(transientFailureText(new ApiError('Internal Server Error', 500))).toBeNull();
    expect(transientFailureText(new Error('offline'))).toBeNull();
  });
});
