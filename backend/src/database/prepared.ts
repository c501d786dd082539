import { DatabaseError, type PoolClient, type QueryResultRow } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import { poolOf } from './pool';

/**
 * Runs a named statement on the data source's own pool: PostgreSQL parses and plans it once per connection instead of
 * on every call (TypeORM's query() sends unnamed statements). For the statements every action or every new game
 * runs; `name` must be unique to `text`.
 *
 * Not through pg-pool's pool.query, which closes the connection on any error: a new game's code already taken (a
 * unique violation the lobby answers by trying another code) cost a connection, and the fixed pool then forked a new
 * PostgreSQL backend while serving (the bench's soak lost a connection to each such collision). A statement the
 * server refused leaves its connection as good as before; only a broken one is closed.
 */
export async function queryPrepared<Row extends QueryResultRow>(
  db: DataSource,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const client = await poolOf(db).connect();
  let broken: Error | undefined;
  // A connection that drops while checked out also emits 'error', which pg-pool listens to only while the connection
  // is idle (as pool.query and TypeORM do, listen here, or the process would die of an unheard 'error' event).
  const dropped = (error: Error) => (broken ??= error);
  client.on('error', dropped);
  try {
    const { rows } = await client.query<Row>({ name, text, values });
    return rows;
  } catch (error) {
    if (!statementRefused(error)) broken ??= error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.removeListener('error', dropped);
    client.release(broken);
  }
}

/** PostgreSQL answered the statement with an error of its own (not FATAL or PANIC): the session carries on. */
function statementRefused(error: unknown): boolean {
  return error instanceof DatabaseError && error.severity === 'ERROR';
}

/**
 * queryPrepared on the connection of a transaction (an EntityManager of DataSource.transaction); outside one, on the
 * pool. Parsing and planning an unnamed statement was a large share of the database's time on the statements that
 * seat a game (pg_stat_statements, the bench's saturated shape).
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
