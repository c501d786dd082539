import { RepeatingTask } from './repeating-task';

describe('RepeatingTask', () => {
  afterEach(() => jest.useRealTimers());

  it('runs at once when asked, then every period, never two runs at once, and waits for the last on stop', async () => {
    jest.useFakeTimers();
    let started = 0;
    let finish: () => void = () => {};
    const task = new RepeatingTask(() => {
      started++;
      return new Promise<void>((resolve) => (finish = resolve));
    }, 100);
    task.start(true);
    expect(started).toBe(1);
    jest.advanceTimersByTime(350);
    expect(started).toBe(1);
    finish();
    await Promise.resolve();
    await Promise.resolve();
    jest.advanceTimersByTime(100);
    expect(started).toBe(2);
    let stopped = false;
    const stopping = task.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    jest.advanceTimersByTime(1000);
    expect(started).toBe(2);
  });
});
