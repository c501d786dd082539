import { DataSource } from 'typeorm';
import { createTestDatabase } from './support/database';
import { REDIS_URL, startRedisServer } from './support/redis-server';
import { startServer } from './support/server';
import { useTestServer } from './support/test-server';

/** Asks readiness until it answers `status`, for at most ~5 s (a client notices a dead peer after a moment). */
async function readinessBecomes(server: Awaited<ReturnType<typeof startServer>>, status: number) {
  let response = await server.http().get('/api/health/ready');
  for (let attempt = 0; attempt < 50 && response.status !== status; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    response = await server.http().get('/api/health/ready');
  }
  return response;
}

describe('health: liveness and readiness', () => {
  describe('with PostgreSQL and Redis', () => {
    const server = useTestServer({ REDIS_URL });

    it('is live and ready, naming both checks', async () => {
      await server.http().get('/api/health').expect(200, { status: 'ok' });
      await server
        .http()
        .get('/api/health/ready')
        .expect(200, { status: 'ready', checks: { database: 'up', redis: 'up' } });
    });
  });

  describe('without Redis', () => {
    const server = useTestServer();

    it('is ready with Redis not configured', async () => {
      await server
        .http()
        .get('/api/health/ready')
        .expect(200, { status: 'ready', checks: { database: 'up', redis: 'not-configured' } });
    });
  });

  it('answers 503 while a configured Redis is away, stays live, and still shuts down', async () => {
    const redis = await startRedisServer();
    const db = await createTestDatabase();
    const server = await startServer(db.url, { REDIS_URL: redis.url });
    try {
      // Ready once its Redis connection is up, which a busy machine may take a moment after the start to report.
      expect((await readinessBecomes(server, 200)).status).toBe(200);
      await redis.stop();
      const down = await readinessBecomes(server, 503);
      expect(down.body).toEqual({
        message: 'Not ready: redis down',
        status: 503,
        checks: { database: 'up', redis: 'down' },
      });
      await server.http().get('/api/health').expect(200, { status: 'ok' });
    } finally {
      await redis.stop();
      await server.app.close();
      await db.drop();
    }
  }, 30000);

  it('stays live without the database while readiness answers 503', async () => {
    const db = await createTestDatabase();
    const server = await startServer(db.url, { READY_TIMEOUT: '500ms' });
    try {
      await server.app.get(DataSource).destroy();
      const started = Date.now();
      const response = await server.http().get('/api/health/ready').expect(503);
      expect(response.body).toEqual({
        message: 'Not ready: database down',
        status: 503,
        checks: { database: 'down', redis: 'not-configured' },
      });
      expect(Date.now() - started).toBeLessThan(2000);
      await server.http().get('/api/health').expect(200, { status: 'ok' });
    } finally {
      await server.app.close();
      await db.drop();
    }
  }, 30000);
});
