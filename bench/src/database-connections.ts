/** How many connections the server under test holds to its database, read from PostgreSQL's own view. */
import pg from 'pg';

export class DatabaseConnectionCounter {
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

  close(): Promise<void> {
    return this.client.end();
  }
}
