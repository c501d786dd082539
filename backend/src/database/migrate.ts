import type { DataSource } from 'typeorm';

// Any fixed number: the key of the PostgreSQL advisory lock that instances take while migrating.
const MIGRATION_LOCK = 727_001;

/** Runs pending migrations; instances starting together on one database take turns. */
export async function migrate(db: DataSource): Promise<void> {
  const runner = db.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await db.runMigrations({ transaction: 'all' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
}
