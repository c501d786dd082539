import type { PoolClient, QueryResultRow } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import { poolOf } from './pool';

/**
 * Runs a named statement on the data source's own pool: PostgreSQL parses and plans it once per connection instead of
 * on every call (TypeORM's query() sends unnamed statements). For the statements every action or every new game
 * runs; `name` must be unique to `text`.
 */
export async function queryPrepared<Row extends QueryResultRow>(
  db: DataSource,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const { rows } = await poolOf(db).query<Row>({ name, text, values });
  return rows;
}

/**
 * queryPrepared on the connection of a transaction (an EntityManager of DataSource.transaction); outside one, on the
 * pool. Parsing and planning an unnamed statement was a quarter of the database's time on the statements that seat a
 * game (pg_stat_statements, the bench's saturated shape: a new game every 47 actions).
 */
export async function queryPreparedIn<Row extends QueryResultRow>(
  em: EntityManager,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  if (!em.queryRunner) return queryPrepared<Row>(em.connection, name, text, values);
  const client = (await em.queryRunner.connect()) as PoolClient;
  const { rows } = await client.query<Row>({ name, text, values });
  return rows;
}
