import { lockedForMs, recordTtlMs } from './attempt-policy';

describe('lockedForMs', () => {
  const at = 1_000_000;

  it('leaves a key free below the limit', () => {
    const policy = { limit: 3, windowMs: 60_000 };
    expect(lockedForMs(null, policy, at)).toBe(0);
    expect(lockedForMs({ failures: 2, lastFailureAt: at }, policy, at)).toBe(0);
  });

  it('without back-off, locks until the window after the last failure ends', () => {
    const policy = { limit: 3, windowMs: 60_000 };
    expect(lockedForMs({ failures: 3, lastFailureAt: at }, policy, at)).toBe(60_000);
    expect(lockedForMs({ failures: 3, lastFailureAt: at }, policy, at + 59_000)).toBe(1000);
    expect(lockedForMs({ failures: 3, lastFailureAt: at }, policy, at + 60_000)).toBe(0);
  });

  it('with back-off, locks 1 s at the limit and doubles with each further failure up to the cap', () => {
    const policy = { limit: 5, windowMs: 15 * 60_000, backoffMaxMs: 10_000 };
    const locks = [5, 6, 7, 8, 9, 40, 5000].map((failures) => lockedForMs({ failures, lastFailureAt: at }, policy, at));
    expect(locks).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
    expect(lockedForMs({ failures: 7, lastFailureAt: at }, policy, at + 3000)).toBe(1000);
  });

  it('keeps a record as long as its window or its longest lock', () => {
    expect(recordTtlMs({ limit: 5, windowMs: 60_000 })).toBe(60_000);
    expect(recordTtlMs({ limit: 5, windowMs: 60_000, backoffMaxMs: 3_600_000 })).toBe(3_600_000);
  });
});
