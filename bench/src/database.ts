/** A throwaway database on the real PostgreSQL for one bench run (trust auth, like the backend's tests). */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const BASE_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: BASE_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createThrowawayDatabase(): Promise<ThrowawayDatabase> {
  const name = `tabletop_bench_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(BASE_DATABASE_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
