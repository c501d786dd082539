import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * Connections each instance keeps to PostgreSQL, all of them opened at start and never closed for being idle. A pool
 * that grows and shrinks with the load forks a new PostgreSQL backend for each connection it opens again (CPU on the
 * database for every burst after a quiet spell), and its size says nothing about a leak: a fixed one holds still.
 */
export const POOL_SIZE = 10;

/** The pg pool under a TypeORM data source (its `master`: there are no replicas). */
export function poolOf(db: DataSource): Pool {
  return (db.driver as unknown as { master: Pool }).master;
}

/** Opens every connection of the pool now, so none is opened while serving. */
export async function openWholePool(db: DataSource): Promise<void> {
  const clients = await Promise.all(Array.from({ length: POOL_SIZE }, () => poolOf(db).connect()));
  for (const client of clients) client.release();
}
