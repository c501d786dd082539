import { runInSlices, runToEnd } from './in-slices';

/** `steps` steps of about `stepMs` each, counting how many ran; returns the count. */
function* busySteps(steps: number, stepMs: number, ran: { count: number }) {
  for (let index = 0; index < steps; index++) {
    const until = performance.now() + stepMs;
    while (performance.now() < until);
    ran.count++;
    yield;
  }
  return ran.count;
}

describe('runInSlices', () => {
  it('runs the work to its end and answers its result', async () => {
    expect(await runInSlices(busySteps(5, 0, { count: 0 }))).toBe(5);
    expect(runToEnd(busySteps(3, 0, { count: 0 }))).toBe(3);
  });

  it('lets other callbacks run between slices, a slice at a time', async () => {
    const ran = { count: 0 };
    const seenBetween: number[] = [];
    const ticker = setInterval(() => seenBetween.push(ran.count), 0);
    const done = runInSlices(busySteps(40, 1, ran), 5);
    await done;
    clearInterval(ticker);
    // Forty 1 ms steps in 5 ms slices: the timer ran between slices, each time after several steps more.
    const between = seenBetween.filter((count) => count > 0 && count < 40);
    expect(between.length).toBeGreaterThanOrEqual(3);
    expect(new Set(between).size).toBe(between.length);
  });
});
