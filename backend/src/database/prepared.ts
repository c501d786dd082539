import type { QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';
import { poolOf } from './pool';

/**
 * Runs a named statement on the data source's own pool: PostgreSQL parses and plans it once per connection instead of
 * on every call (TypeORM's query() sends unnamed statements). For the statements every action runs; `name` must be
 * unique to `text`.
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
