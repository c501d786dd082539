import { useBackendProcesses, type BackendProcess } from './support/backend-process';
import { createTestDatabase } from './support/database';
import { startRedisServer } from './support/redis-server';
import { auditGame, expectNothingLost, writeFigures } from './support/resilience-report';
import { playToTheEnd, sharedEnv, twoPlayerGame } from './support/two-player-game';

const SCENARIO = 'redis-outage';

async function readiness(instance: BackendProcess): Promise<number> {
  const response = await fetch(`${instance.baseUrl}/api/health/ready`, { signal: AbortSignal.timeout(5000) });
  return response.status;
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('scenario 3: Redis stops mid-game and comes back', () => {
  const processes = useBackendProcesses(SCENARIO);
  let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined;

  afterAll(async () => {
    await redis?.stop();
    await db?.drop();
  }, 30000);

  it('actions are still acknowledged and persisted; players on two instances catch up by sync', async () => {
    db = await createTestDatabase();
    redis = await startRedisServer();
    const env = sharedEnv(db.url, redis.url);
    const [one, two] = await Promise.all([processes.start('one', env), processes.start('two', env)]);
    const startedAt = Date.now();
    const { code, bots, alice, bob } = await twoPlayerGame(one, two, 3);
    const playing = playToTheEnd(bots, startedAt + 60_000);

    const before = await alice.reached(8);
    await redis.stop();
    // Cross-instance pushes are lost now: each player still sees the other's moves through sync, from PostgreSQL.
    const during = await Promise.all([alice.reached(before.version + 6), bob.reached(before.version + 6)]);
    expect(await readiness(one)).toBe(503);
    redis = await startRedisServer(redis.port);
    await until(async () => (await readiness(one)) === 200 && (await readiness(two)) === 200, 'Redis to be back');
    await playing;

    const figures = await auditGame(SCENARIO, db.url, code, bots, startedAt);
    writeFigures({ ...figures, redisDownAtVersion: before.version, versionReachedDuringOutage: during[0].version });
    expect(one.alive && two.alive).toBe(true);
    expectNothingLost(figures);
  }, 90000);
});
