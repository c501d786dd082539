import { waitAtMost } from './wait-at-most';

describe('waitAtMost', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers what the work settles to in time, leaving no timer behind', async () => {
    await expect(waitAtMost(Promise.resolve('done'), 1_000, 'late')).resolves.toBe('done');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('answers the fallback once the time is up, however long the work takes', async () => {
    const waited = waitAtMost(new Promise<string>(() => undefined), 1_000, 'late');
    await jest.advanceTimersByTimeAsync(999);
    let settled = false;
    void waited.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(waited).resolves.toBe('late');
  });

  it('passes on a failure within the time', async () => {
    await expect(waitAtMost(Promise.reject(new Error('refused')), 1_000, 'late')).rejects.toThrow('refused');
    expect(jest.getTimerCount()).toBe(0);
  });
});
