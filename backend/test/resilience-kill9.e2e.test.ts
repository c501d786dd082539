import { useBackendProcesses } from './support/backend-process';
import { createTestDatabase } from './support/database';
import { startRedisServer } from './support/redis-server';
import { auditGame, expectNothingLost, writeFigures } from './support/resilience-report';
import { playToTheEnd, sharedEnv, twoPlayerGame } from './support/two-player-game';

const SCENARIO = 'kill-9';

describe('scenario 2: kill -9 of an instance mid-game', () => {
  const processes = useBackendProcesses(SCENARIO);
  let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined;

  afterAll(async () => {
    await redis?.stop();
    await db?.drop();
  }, 30000);

  it('its player keeps acting through the other instance; restarted, the game finishes with nothing lost or doubled', async () => {
    db = await createTestDatabase();
    redis = await startRedisServer();
    const env = sharedEnv(db.url, redis.url);
    const [one, two] = await Promise.all([processes.start('one', env), processes.start('two', env)]);
    const startedAt = Date.now();
    const { code, bots, alice, bob } = await twoPlayerGame(one, two, 2);
    const playing = playToTheEnd(bots, startedAt + 60_000);

    const before = await alice.reached(8);
    await one.kill9();
    // Alice's connection died with it, maybe with an action in flight: she fails over to `two` and plays on.
    await alice.reached(before.version + 6);
    expect(alice.connectedTo).toContain(`:${two.port}`);

    alice.hold();
    bob.hold();
    await one.start();
    alice.dropConnection(); // back to her own instance, now restarted
    alice.release();
    bob.release();
    const ended = await Promise.race([playing, alice.reached(before.version + 8).then(() => null)]);
    if (ended === null) expect(alice.connectedTo).toContain(`:${one.port}`);
    await playing;

    const figures = await auditGame(SCENARIO, db.url, code, bots, startedAt);
    writeFigures({ ...figures, killedAtVersion: before.version });
    expect(alice.figures.reconnects).toBeGreaterThanOrEqual(2);
    expectNothingLost(figures);
  }, 90000);
});
