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
}
