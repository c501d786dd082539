/** Runs `task(i)` for i in 0..count-1 with at most `concurrency` running at once; rejects on the first failure. */
export async function inPool(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}
