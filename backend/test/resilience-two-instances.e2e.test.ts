import { useBackendProcesses } from './support/backend-process';
import { createTestDatabase } from './support/database';
import { startRedisServer } from './support/redis-server';
import { auditGame, expectNothingLost, writeFigures } from './support/resilience-report';
import { playToTheEnd, sharedEnv, twoPlayerGame } from './support/two-player-game';

const SCENARIO = 'two-instances';

describe('scenario 1: two players on two backend processes', () => {
  const processes = useBackendProcesses(SCENARIO);
  let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined;

  afterAll(async () => {
    await redis?.stop();
    await db?.drop();
  }, 30000);

  it('play a full game, every acknowledged action logged once', async () => {
    db = await createTestDatabase();
    redis = await startRedisServer();
    const env = sharedEnv(db.url, redis.url);
    const [one, two] = await Promise.all([processes.start('one', env), processes.start('two', env)]);
    const startedAt = Date.now();
    const { code, bots, alice, bob } = await twoPlayerGame(one, two, 1);

    await playToTheEnd(bots, startedAt + 40_000);
    expect(alice.connectedTo).toBeNull();
    expect(bob.figures.reconnects).toBe(0);

    const figures = await auditGame(SCENARIO, db.url, code, bots, startedAt);
    writeFigures(figures);
    expectNothingLost(figures);
  }, 90000);
});
