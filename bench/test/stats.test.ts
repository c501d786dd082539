import { percentile, summarize } from '../src/stats';

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, index) => index + 1);

  it('takes the sample at the rank ceil(p/100 × n)', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([1, 2, 3], 50)).toBe(2);
    expect(percentile([10, 20], 99)).toBe(20);
  });

  it('clamps the low end and has no value for no samples', () => {
    expect(percentile(hundred, 0)).toBe(1);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('summarize sorts first and reports the count and the maximum', () => {
    expect(summarize([5, 1, 4, 2, 3])).toEqual({ count: 5, p50: 3, p95: 5, p99: 5, max: 5 });
    expect(summarize([]).count).toBe(0);
  });
});
