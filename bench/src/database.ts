/** A throwaway database on the real PostgreSQL for one bench run (trust auth, like the backend's tests). */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const BASE_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** `work` with a client of its own connected to `url`, closed after it whatever happens. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** One statement on the base database (for CREATE / DROP / COMMENT ON DATABASE), its rows. */
export function adminQuery<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  sql: string,
  values: unknown[] = [],
): Promise<Row[]> {
  return withClient(BASE_DATABASE_URL, async (client) => (await client.query<Row>(sql, values)).rows);
}

/** The URL of database `name` on the bench's PostgreSQL. */
export function databaseUrl(name: string): string {
  const url = new URL(BASE_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Writes out what earlier shapes left dirty (CHECKPOINT), so a shape measured next does not pay for their writes: a
 * shape measured right after the saturated one had a far longer tail than alone. Best effort: only a superuser
 * may, and a bench against a PostgreSQL it may not checkpoint still runs.
 */
export async function checkpoint(log: (line: string) => void): Promise<void> {
  await adminQuery('CHECKPOINT').catch((error: unknown) => log(`no CHECKPOINT before the shape: ${String(error)}`));
}

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createThrowawayDatabase(): Promise<ThrowawayDatabase> {
  const name = `tabletop_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  return {
    url: databaseUrl(name),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined),
  };
}
