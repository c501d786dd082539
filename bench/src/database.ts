/** A throwaway database on the real PostgreSQL for one bench run (trust auth, like the backend's tests). */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const BASE_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** One statement on the base database (for CREATE / DROP / COMMENT ON DATABASE), its rows. */
export async function adminQuery<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  sql: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: BASE_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the bench's PostgreSQL. */
export function databaseUrl(name: string): string {
  const url = new URL(BASE_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
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
