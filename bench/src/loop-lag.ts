/**
 * How late this process's event loop runs a timer due every 5 ms: when a server's or the load generator's loop is
 * busy or paused (a long task, a garbage collection), everything it should do in that time waits, latencies included.
 * Measured the same way in both servers and in the clients, so a latency's tail can be traced to the process that
 * held it up.
 */
import { performance } from 'node:perf_hooks';
import { summarize, type LatencySummary } from './stats';

const INTERVAL_MS = 5;

export class LoopLag {
  private samples: number[] = [];

  constructor() {
    this.schedule();
  }

  /** The lateness of the timers since the previous call, in ms. */
  take(): LatencySummary {
    const summary = summarize(this.samples);
    this.samples = [];
    return summary;
  }

  private schedule(): void {
    const due = performance.now() + INTERVAL_MS;
    setTimeout(() => {
      this.samples.push(Math.max(0, performance.now() - due));
      this.schedule();
    }, INTERVAL_MS).unref();
  }
}
