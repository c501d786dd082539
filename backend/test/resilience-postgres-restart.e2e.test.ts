import request from 'supertest';
import { useBackendProcesses } from './support/backend-process';
import { startPostgresCluster } from './support/postgres-cluster';
import { startRedisServer } from './support/redis-server';
import { auditGame, expectNothingLost, writeFigures } from './support/resilience-report';
import { playToTheEnd, sharedEnv, twoPlayerGame } from './support/two-player-game';

const SCENARIO = 'postgres-restart';
const UNAVAILABLE = 'Service unavailable, try again';

describe('scenario 4: PostgreSQL restarts mid-game', () => {
  const processes = useBackendProcesses(SCENARIO);
  let pg: Awaited<ReturnType<typeof startPostgresCluster>> | undefined;
  let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined;

  afterAll(async () => {
    await redis?.stop();
    await pg?.destroy();
  }, 30000);

  it('actions during the outage get a 503-style refusal, nothing is half-written, play resumes after', async () => {
    pg = await startPostgresCluster();
    redis = await startRedisServer();
    const env = sharedEnv(pg.url, redis.url);
    const one = await processes.start('one', env); // migrates first; the second then finds the schema ready
    const two = await processes.start('two', env);
    const startedAt = Date.now();
    const { code, bots, alice, bob } = await twoPlayerGame(one, two, 4);
    const playing = playToTheEnd(bots, startedAt + 60_000);

    const before = await alice.reached(8);
    await pg.stop();
    // Both keep trying: refused as unavailable (never a hang or a crash), nothing applied.
    await until(() => (alice.figures.refusals[UNAVAILABLE] ?? 0) + (bob.figures.refusals[UNAVAILABLE] ?? 0) >= 2);
    const http = await request(one.baseUrl)
      .post('/api/game/emit-state')
      .set({ Authorization: `Bearer ${alice.token}` })
      .send({ ...alice.state!, version: alice.state!.version + 1 });
    expect(http.body).toEqual({ message: UNAVAILABLE, status: 503 });
    expect((await request(two.baseUrl).get('/api/health/ready')).status).toBe(503);
    const stalled = Math.max(alice.state!.version, bob.state!.version);
    await pg.start();
    await playing;

    const figures = await auditGame(SCENARIO, pg.url, code, bots, startedAt);
    writeFigures({ ...figures, postgresDownAtVersion: before.version, versionDuringOutage: stalled });
    expect(one.alive && two.alive).toBe(true);
    expect(figures.refusals[UNAVAILABLE]).toBeGreaterThanOrEqual(2);
    expectNothingLost(figures);
  }, 90000);
});

async function until(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('Timed out waiting for refusals during the outage');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
