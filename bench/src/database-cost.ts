/**
 * What PostgreSQL itself spends for our server (bgio keeps its games in memory): the CPU of the backends serving the
 * bench database, read from /proc (the database runs on this machine), and the latency of one durable commit from
 * one client, the floor under the latency of any action that is persisted before it is acknowledged.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { summarize, type LatencySummary } from './stats';

/** Linux reports process times in clock ticks of 1/100 s (USER_HZ). */
const MICROS_PER_TICK = 10_000;
const COMMITS = 200;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

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

/** The CPU used so far by every backend connected to the database at `url`, but the one asking. */
export function databaseCpuMicros(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows.reduce((sum, { pid }) => sum + processCpuMicros(pid), 0);
  });
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
