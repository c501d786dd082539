/** How many connections the server under test holds to its database, read from PostgreSQL's own view. */
import pg from 'pg';

const PEAK_SAMPLE_MS = 1000;

export class DatabaseConnectionCounter {
  private timer: ReturnType<typeof setInterval> | undefined;
  private sampling: Promise<void> = Promise.resolve();
  private peak = 0;

  private constructor(private readonly client: pg.Client) {}

  static async open(url: string): Promise<DatabaseConnectionCounter> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return new DatabaseConnectionCounter(client);
  }

  /** pg_stat_activity rows of this database, the counter's own connection left out. */
  async count(): Promise<number> {
    const { rows } = await this.client.query<{ connections: number }>(
      `SELECT count(*)::int AS connections FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    return rows[0].connections;
  }

  /**
   * Counts every second from now on, for takePeak. A pool opens connections for a burst and closes them when idle, so
   * one reading lands anywhere between its floor and its ceiling; the most over a minute is what a leak would raise.
   */
  startSampling(): void {
    this.timer ??= setInterval(() => {
      this.sampling = this.sampling
        .then(() => this.count())
        .then((count) => void (this.peak = Math.max(this.peak, count)))
        .catch(() => undefined);
    }, PEAK_SAMPLE_MS);
  }

  /** The most connections counted since sampling started or since the last takePeak (this reading included). */
  async takePeak(): Promise<number> {
    await this.sampling;
    const peak = Math.max(this.peak, await this.count());
    this.peak = 0;
    return peak;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.sampling;
    await this.client.end();
  }
}
