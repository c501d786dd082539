import { setFlagsFromString } from 'node:v8';

/**
 * How much the old generation may grow past what survived a full collection before V8 starts the next one. V8's own
 * choice on a server that collects cheaply is small, and every action promotes a little (the game's new state, kept
 * until its next move): with many live games, full collections come every few seconds, each holding every action in
 * flight up, which is where a latency's slowest tail comes from. Letting the heap double before the next one makes
 * them rare, for a larger heap (see bench/README.md).
 */
const HEAP_GROWING_PERCENT = 100;

/** Read by V8 whenever it sets the next limit, so it may be set once the process runs. */
export function tuneGarbageCollector(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
