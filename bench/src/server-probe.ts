/**
 * Preloaded (`node --expose-gc -r`) into each server under test, ours and boardgame.io alike, so both are measured
 * the same way: over the fork IPC channel it answers with its CPU time and its memory after a full collection.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { LoopLag } from './loop-lag';
import type { ProbeAnswer, ProbeRequest } from './probe-protocol';

function collect(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  // Twice: the first pass may leave objects only freed by finalizers for the second.
  gc?.();
  gc?.();
}

const LOOP_DELAY_RESOLUTION_MS = 10;

if (process.send) {
  const loopLag = new LoopLag();
  const loopDelay = monitorEventLoopDelay({ resolution: LOOP_DELAY_RESOLUTION_MS });
  loopDelay.enable();
  process.on('message', (message: ProbeRequest) => {
    if (message?.probe !== 'sample') return;
    if (message.gc) collect();
    const { heapUsed, rss } = process.memoryUsage();
    const { user, system } = process.cpuUsage();
    const resources = process.getActiveResourcesInfo();
    const handleKinds: Record<string, number> = {};
    for (const kind of resources) handleKinds[kind] = (handleKinds[kind] ?? 0) + 1;
    const answer: ProbeAnswer = {
      probe: 'sample',
      id: message.id,
      heapUsed,
      rss,
      cpuMicros: user + system,
      loopLagP99Ms: loopLag.take().p99,
      // The histogram records each whole interval between its timer's runs: the delay is what exceeds the resolution.
      loopDelayP99Ms: Math.max(0, loopDelay.percentile(99) / 1e6 - LOOP_DELAY_RESOLUTION_MS),
      handles: resources.length,
      handleKinds,
    };
    loopDelay.reset();
    process.send?.(answer);
  });
  // The channel must not keep a server alive that is shutting down.
  (process.channel as { unref?: () => void } | undefined)?.unref?.();
}
