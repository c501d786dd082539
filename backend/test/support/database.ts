import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export const BASE_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs `run` on a connection of its own to the database at `url`, closed afterwards. */
async function connected<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const admin = <T>(run: (client: Client) => Promise<T>) => connected(BASE_DATABASE_URL, run);

/** One query's rows, on a connection of its own (a test reading or changing what the server stored). */
export function querySql<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  return connected(url, async (client) => (await client.query(text, values)).rows as T[]);
}

/** A fresh, empty database for one test file (files run in parallel workers), and how to drop it. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tabletop_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(BASE_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
