import { TokenBucket } from './token-bucket';

describe('TokenBucket', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000_000;
  });

  it('allows a burst up to its capacity, then refuses', () => {
    const bucket = new TokenBucket(3, 1, clock);
    expect([bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true]);
    expect(bucket.take()).toBe(false);
    expect(bucket.take()).toBe(false);
  });

  it('refills at its rate, in fractions too', () => {
    const bucket = new TokenBucket(2, 4, clock); // one token per 250 ms
    bucket.take();
    bucket.take();
    now += 200;
    expect(bucket.take()).toBe(false);
    now += 50;
    expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
    now += 500;
    expect(bucket.available()).toBe(2);
  });

  it('never holds more than its capacity however long it idles', () => {
    const bucket = new TokenBucket(5, 10, clock);
    now += 3_600_000;
    expect(bucket.available()).toBe(5);
    for (let i = 0; i < 5; i++) expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
  });

  it('keeps a steady pace at the refill rate for ever', () => {
    const bucket = new TokenBucket(1, 20, clock);
    for (let i = 0; i < 1000; i++) {
      expect(bucket.take()).toBe(true);
      now += 50;
    }
  });

  it('refuses a pace just above the refill rate once the burst is spent', () => {
    const bucket = new TokenBucket(40, 20, clock);
    let refusedAt = -1;
    for (let i = 0; i < 1000 && refusedAt < 0; i++) {
      if (!bucket.take()) refusedAt = i;
      now += 40; // 25 per second
    }
    // 40 tokens drain at 5 per second net: about 8 s, i.e. about 200 messages in.
    expect(refusedAt).toBeGreaterThan(180);
    expect(refusedAt).toBeLessThan(220);
  });

  it('is not drained by a clock stepping back', () => {
    const bucket = new TokenBucket(2, 1, clock);
    bucket.take();
    now -= 10_000;
    expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
  });

  it('says how long until the next token', () => {
    const bucket = new TokenBucket(1, 0.5, clock); // one token per 2 s
    expect(bucket.msUntilNext()).toBe(0);
    bucket.take();
    expect(bucket.msUntilNext()).toBe(2000);
    now += 1500;
    expect(bucket.msUntilNext()).toBe(500);
  });

  it('rejects a bucket that could never allow anything', () => {
    expect(() => new TokenBucket(0, 1, clock)).toThrow(RangeError);
    expect(() => new TokenBucket(1, 0, clock)).toThrow(RangeError);
  });
});
