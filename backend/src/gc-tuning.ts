import { setFlagsFromString } from 'node:v8';

/**
 * How much the old generation may grow past what survived a full collection before V8 starts the next one. V8's own
 * choice on a server that collects cheaply is about 10%, and every action promotes a little (the game's new state,
 * kept until its next move): with 1,000 live games a full collection every 7 s, each holding a dozen actions up by
 * 10–30 ms (one in a hundred actions: the p99). At 100% one comes about once a minute, for a larger heap.
 */
const HEAP_GROWING_PERCENT = 100;

/** Read by V8 whenever it sets the next limit, so it may be set once the process runs. */
export function tuneGarbageCollector(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
