import type { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { POOL_SIZE } from './pool';

/** The one place the connection is described: the app, the tests and the TypeORM CLI all use it. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: false,
    logging: false,
    // Never wait forever for a connection (PostgreSQL restarting or unreachable): fail, answer 503, try again later.
    connectTimeoutMS: 5000,
    // A fixed pool: `min` keeps pg-pool from closing idle connections (see POOL_SIZE).
    extra: { max: POOL_SIZE, min: POOL_SIZE },
  };
}
