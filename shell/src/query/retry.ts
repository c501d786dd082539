import { ApiError } from '../api/errors';

/**
 * TanStack Query's `retry` for reads the server may refuse: a refusal (4xx: unknown, private, still running) is the
 * answer and is shown at once; a failure to reach the server or a 5xx is tried twice more.
 */
export function retryUnlessRefused(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failures < 2;
}
