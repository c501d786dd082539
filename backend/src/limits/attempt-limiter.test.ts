import { AttemptLimiter, TooManyAttempts } from './attempt-limiter';
import { MemoryAttemptStore } from './attempt-store';

describe('AttemptLimiter', () => {
  let now = 0;
  const clock = () => now;
  const refusal = (promise: Promise<void>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );
  beforeEach(() => {
    now = 1_000_000;
  });

  it('locks a key after the limit of failures and says when to try again', async () => {
    const limiter = new AttemptLimiter('t', { limit: 2, windowMs: 10_000 }, new MemoryAttemptStore(clock), clock);
    await limiter.check(['a']);
    await limiter.fail(['a']);
    await limiter.check(['a']);
    now += 1000;
    await limiter.fail(['a']);
    const error = await refusal(limiter.check(['a']));
    expect(error).toBeInstanceOf(TooManyAttempts);
    expect((error as TooManyAttempts).retryAfterSeconds).toBe(10);
    expect((error as TooManyAttempts).getStatus()).toBe(429);
    expect((error as TooManyAttempts).message).toBe('Too many attempts, try again in 10 s');
    await limiter.check(['b']);
    now += 10_000;
    await limiter.check(['a']);
  });

  it('refuses while any of the keys is locked', async () => {
    const limiter = new AttemptLimiter('t', { limit: 1, windowMs: 10_000 }, new MemoryAttemptStore(clock), clock);
    await limiter.fail(['user:1', 'ip:a']);
    expect(await refusal(limiter.check(['user:1', 'ip:b']))).toBeInstanceOf(TooManyAttempts);
    expect(await refusal(limiter.check(['user:2', 'ip:a']))).toBeInstanceOf(TooManyAttempts);
    expect(await refusal(limiter.check(['user:2', 'ip:b']))).toBeNull();
  });

  it('forgets a key on reset', async () => {
    const limiter = new AttemptLimiter('t', { limit: 1, windowMs: 10_000 }, new MemoryAttemptStore(clock), clock);
    await limiter.fail(['a']);
    await limiter.reset(['a']);
    expect(await refusal(limiter.check(['a']))).toBeNull();
  });
});

describe('MemoryAttemptStore', () => {
  it('forgets a record once it expires', async () => {
    let now = 0;
    const store = new MemoryAttemptStore(() => now);
    await store.fail('a', 1000, now);
    await store.fail('a', 1000, now);
    expect(await store.read(['a', 'b'])).toEqual([{ failures: 2, lastFailureAt: 0 }, null]);
    now = 1000;
    expect(await store.read(['a'])).toEqual([null]);
    await store.fail('a', 1000, now);
    expect(await store.read(['a'])).toEqual([{ failures: 1, lastFailureAt: 1000 }]);
  });
});
