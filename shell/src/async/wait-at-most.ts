/**
 * What `work` settles to if that is within `ms`, else `fallback` once `ms` have passed; the timer is cleared either
 * way. A rejection of `work` within `ms` is passed on.
 */
export async function waitAtMost<T, F>(work: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([work, new Promise<F>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}
