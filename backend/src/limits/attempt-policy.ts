/** Failed attempts recorded for one key (a user, an IP, an account name). */
export interface Attempts {
  failures: number;
  lastFailureAt: number;
}

/**
 * When failures lock a key. `limit` failures, each within `windowMs` of the one before, lock it; without
 * `backoffMaxMs` until the window after the last failure ends, with it for 1 s after the limit-th failure, doubling
 * with each further one up to `backoffMaxMs`. Attempts refused while locked are not failures: they count nothing.
 */
export interface AttemptPolicy {
  limit: number;
  windowMs: number;
  backoffMaxMs?: number;
}

/** How long `attempts` keeps its key locked from `now` (0 = free). */
export function lockedForMs(attempts: Attempts | null, policy: AttemptPolicy, now: number): number {
  if (!attempts || attempts.failures < policy.limit) return 0;
  const lockMs =
    policy.backoffMaxMs === undefined
      ? policy.windowMs
      : Math.min(1000 * 2 ** Math.min(attempts.failures - policy.limit, 40), policy.backoffMaxMs);
  return Math.max(0, attempts.lastFailureAt + lockMs - now);
}

/** How long a key's record must be kept after its last failure: the window, or the longest lock if that is longer. */
export function recordTtlMs(policy: AttemptPolicy): number {
  return Math.max(policy.windowMs, policy.backoffMaxMs ?? 0);
}
