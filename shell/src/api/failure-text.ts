import { ApiError } from './errors';

export const UNREACHABLE_MESSAGE = 'The server cannot be reached. Check your connection and try again.';

/** The backend's and the proxy's own statuses for "no backend answered in time". */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

export function throttledMessage(seconds: number | undefined): string {
  return seconds === undefined
    ? 'Too many attempts, try again shortly'
    : `Too many attempts, try again in ${seconds} s`;
}

/** Seconds to wait from a Retry-After header: a number of seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Math.max(1, Number(value));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(1, Math.ceil((date - now) / 1000));
}

export function isUnreachableStatus(status: number): boolean {
  return GATEWAY_STATUSES.has(status);
}

/**
 * The text for a failure that is nobody's input's fault: the server could not be reached, or asked us to slow down.
 * Null for every other failure, which the caller explains its own way (a field's message, the server's reason).
 */
export function transientFailureText(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.unreachable) return UNREACHABLE_MESSAGE;
  if (error.status === 429) return throttledMessage(error.retryAfterSeconds);
  return null;
}
