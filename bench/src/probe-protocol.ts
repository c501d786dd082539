/** Messages between the bench and the probe preloaded into a server under test. */
export interface ProbeRequest {
  probe: 'sample';
  id: number;
  /** Collect garbage first (memory figures); skipped for CPU readings. */
  gc: boolean;
}

export interface ProbeAnswer {
  probe: 'sample';
  id: number;
  heapUsed: number;
  rss: number;
  /** process.cpuUsage() user + system, microseconds. */
  cpuMicros: number;
  /** How late the server's event loop ran a 5 ms timer since the previous sample, p99 in ms. */
  loopLagP99Ms: number;
  /** perf_hooks.monitorEventLoopDelay's p99 since the previous sample, in ms. */
  loopDelayP99Ms: number;
  /** process.getActiveResourcesInfo().length: sockets, timers, file handles… the process holds open. */
  handles: number;
  /** The same by kind (TCPSocketWrap, Timeout…): which kind grows, when handles do. */
  handleKinds: Record<string, number>;
}
