import 'reflect-metadata';
import type { Socket } from 'node:net';
import type { PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { openWholePool, poolOf, POOL_SIZE } from '../src/database/pool';
import { queryPrepared } from '../src/database/prepared';
import { createTestDatabase } from './support/database';
import { until } from './support/held-commit';

/** The pool's connections on real PostgreSQL when a named statement fails: refused, or its connection broken. */
describe('named statements on the fixed pool', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let source: DataSource;

  const backendPids = async () => {
    const rows = await source.query<{ pid: number }[]>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'`,
    );
    return rows.map(({ pid }) => pid).sort((a, b) => a - b);
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    source = await new DataSource({ ...dataSourceOptions(db.url), entities: [], migrations: [] }).initialize();
    await source.query('CREATE TABLE taken (code text PRIMARY KEY)');
    await source.query(`INSERT INTO taken VALUES ('ABCD')`);
    await openWholePool(source);
  });

  afterAll(async () => {
    await source?.destroy();
    await db?.drop();
  });

  it('keeps the connection of a statement PostgreSQL refused, and its prepared statement with it', async () => {
    const before = await backendPids();
    expect(before).toHaveLength(POOL_SIZE);
    const insert = (code: string) =>
      queryPrepared(source, 'insert-taken', 'INSERT INTO taken (code) VALUES ($1) RETURNING code', [code]);
    for (let attempt = 0; attempt < 2 * POOL_SIZE; attempt++)
      await expect(insert('ABCD')).rejects.toMatchObject({ code: '23505', constraint: 'taken_pkey' });
    await expect(insert('EFGH')).resolves.toEqual([{ code: 'EFGH' }]);
    expect(poolOf(source).totalCount).toBe(POOL_SIZE);
    expect(await backendPids()).toEqual(before);
  });

  it('closes a connection whose session ended, and the pool serves on', async () => {
    const before = await backendPids();
    await expect(
      queryPrepared(source, 'end-own-session', 'SELECT pg_terminate_backend(pg_backend_pid())', []),
    ).rejects.toThrow();
    // The ended backend leaves pg_stat_activity as it exits, a moment after its last message.
    let after: number[] = [];
    await until(async () => (after = await backendPids()).length === POOL_SIZE - 1, 'the ended backend to go', 2000);
    expect(after).toHaveLength(POOL_SIZE - 1);
    expect(before).toEqual(expect.arrayContaining(after));
    await expect(queryPrepared(source, 'one', 'SELECT 1 AS one', [])).resolves.toEqual([{ one: 1 }]);
  });

  it('closes a connection that drops while its statement runs, and the process hears the error', async () => {
    const pool = poolOf(source);
    const before = pool.totalCount;
    // The socket under the connection the statement is given, cut while PostgreSQL is still working on it.
    pool.once('acquire', (client: PoolClient) => {
      const { stream } = (client as unknown as { connection: { stream: Socket } }).connection;
      setTimeout(() => stream.destroy(), 100);
    });
    await expect(queryPrepared(source, 'sleep', 'SELECT pg_sleep(2)', [])).rejects.toThrow(/Connection terminated/);
    expect(pool.totalCount).toBe(before - 1);
    await expect(queryPrepared(source, 'one', 'SELECT 1 AS one', [])).resolves.toEqual([{ one: 1 }]);
  });
});
