import { POOL_SIZE } from '../src/database/pool';
import { useTestServer } from './support/test-server';

/** pg-pool closes a connection idle for this long unless the pool keeps it (its default idleTimeoutMillis). */
const PG_POOL_IDLE_TIMEOUT_MS = 10_000;

describe('the database pool', () => {
  const server = useTestServer();

  const serverConnections = async () => {
    const [row] = await server.sql<{ count: string }>(
      `SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    return Number(row.count);
  };

  it('opens every connection at start and keeps them through a burst and a quiet spell', async () => {
    expect(await serverConnections()).toBe(POOL_SIZE);
    // A burst of sign-ins wants more connections than the pool has: it waits for them rather than opening more.
    await Promise.all(Array.from({ length: 3 * POOL_SIZE }, () => server.http().post('/api/auth/guest').expect(200)));
    expect(await serverConnections()).toBe(POOL_SIZE);
    await new Promise((resolve) => setTimeout(resolve, PG_POOL_IDLE_TIMEOUT_MS + 1000));
    expect(await serverConnections()).toBe(POOL_SIZE);
  }, 30_000);
});
