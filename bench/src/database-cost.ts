/**
 * What PostgreSQL itself spends for our server (bgio keeps its games in memory): the CPU of the backends serving the
 * bench database, read from /proc (the database runs on this machine), and the latency of one durable commit from
 * one client, the floor under the latency of any action that is persisted before it is acknowledged.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { withClient } from './database';
import { summarize, type LatencySummary } from './stats';

/** Linux reports process times in clock ticks of 1/100 s (USER_HZ). */
const MICROS_PER_TICK = 10_000;
const COMMITS = 200;

/** utime + stime of a process, in microseconds; 0 once it has gone. */
function processCpuMicros(pid: number): number {
  try {
    // The command name, in parentheses, may hold spaces: count fields after it.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MICROS_PER_TICK;
  } catch {
    return 0;
  }
}

const SAMPLE_EVERY_MS = 200;

/**
 * The CPU that the backends serving the database at `url` (all but the meter's own) spend over a window. They are
 * sampled every 200 ms: a connection the server's pool closes within the window still counts up to its last sample
 * (reading only at the ends lost its CPU, and a window could come out negative), and one opened within the window
 * counts from zero.
 */
export class DatabaseCpuMeter {
  private readonly baseline = new Map<number, number>();
  private readonly latest = new Map<number, number>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private sampling: Promise<void> = Promise.resolve();

  private constructor(private readonly client: pg.Client) {}

  static async start(url: string): Promise<DatabaseCpuMeter> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const meter = new DatabaseCpuMeter(client);
    await meter.sample(true);
    meter.timer = setInterval(() => {
      meter.sampling = meter.sampling.then(() => meter.sample(false)).catch(() => undefined);
    }, SAMPLE_EVERY_MS);
    return meter;
  }

  /** Microseconds of CPU spent since start. */
  async stop(): Promise<number> {
    clearInterval(this.timer);
    await this.sampling;
    await this.sample(false);
    await this.client.end();
    let total = 0;
    for (const [pid, micros] of this.latest) total += micros - (this.baseline.get(pid) ?? 0);
    return total;
  }

  private async sample(first: boolean): Promise<void> {
    const { rows } = await this.client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    for (const { pid } of rows) {
      const micros = processCpuMicros(pid);
      if (micros === 0 && this.latest.has(pid)) continue; // gone between the query and the read
      if (first) this.baseline.set(pid, micros);
      this.latest.set(pid, micros);
    }
  }
}

/** `COMMITS` single-row inserts in a row, each its own durable transaction, timed from one client. */
export function durableCommitLatency(url: string): Promise<LatencySummary> {
  return withClient(url, async (client) => {
    // A real table: a temporary one is not written to the WAL, so its commits wait for no disk.
    await client.query('CREATE TABLE bench_commit_probe (id serial PRIMARY KEY, body jsonb)');
    const samples: number[] = [];
    try {
      for (let i = 0; i < COMMITS; i++) {
        const started = performance.now();
        await client.query('INSERT INTO bench_commit_probe (body) VALUES ($1)', [JSON.stringify({ i })]);
        samples.push(performance.now() - started);
      }
    } finally {
      await client.query('DROP TABLE bench_commit_probe');
    }
    return summarize(samples);
  });
}
