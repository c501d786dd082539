import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long one slice of a long computation holds the event loop before letting other requests in. */
export const SLICE_MS = 8;

/**
 * Runs `work` (each `next()` one small step) to its end, giving the event loop back whenever a slice has taken
 * `sliceMs`: a long computation then delays other requests by about one slice, not by its whole length.
 */
export async function runInSlices<R>(work: Iterator<unknown, R>, sliceMs = SLICE_MS): Promise<R> {
  let sliceEnd = performance.now() + sliceMs;
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
    if (performance.now() >= sliceEnd) {
      await nextTurn();
      sliceEnd = performance.now() + sliceMs;
    }
  }
}

/** Runs `work` to its end at once. */
export function runToEnd<R>(work: Iterator<unknown, R>): R {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}
