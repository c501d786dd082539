import { useBackendProcesses } from './support/backend-process';
import { createTestDatabase } from './support/database';
import { holdNextCommit } from './support/held-commit';
import { startRedisServer } from './support/redis-server';
import { auditGame, expectNothingLost, writeFigures } from './support/resilience-report';
import { playToTheEnd, sharedEnv, twoPlayerGame } from './support/two-player-game';

const SCENARIO = 'kill-9';

describe('scenario 2: kill -9 of an instance mid-game', () => {
  const processes = useBackendProcesses(SCENARIO);
  let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined;
  const holds: Awaited<ReturnType<typeof holdNextCommit>>[] = [];

  afterAll(async () => {
    await Promise.all(holds.map((held) => held.close()));
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
    // Alice's move at version 8 or later is in flight when her instance dies: its commit waits on a row lock.
    const held = await holdNextCommit(alice, db.url, code, 8);
    holds.push(held);
    const playing = playToTheEnd(bots, startedAt + 60_000);
    const inFlight = await held.waiting();
    await one.kill9();
    expect(alice.figures.acknowledged.has(inFlight.id)).toBe(false);
    // The dead instance's transaction can never commit; Alice fails over to `two`, retries with the same id, plays on.
    await held.release();
    await alice.reached(inFlight.version + 6);
    expect(alice.connectedTo).toContain(`:${two.port}`);

    alice.hold();
    bob.hold();
    await one.start();
    alice.dropConnection(); // back to her own instance, now restarted
    alice.release();
    bob.release();
    const ended = await Promise.race([playing, alice.reached(inFlight.version + 8).then(() => null)]);
    if (ended === null) expect(alice.connectedTo).toContain(`:${one.port}`);
    await playing;

    const figures = await auditGame(SCENARIO, db.url, code, bots, startedAt);
    writeFigures({ ...figures, killedAtVersion: inFlight.version });
    expect(alice.figures.acknowledged.get(inFlight.id)).toBe(inFlight.version + 1);
    expect(alice.figures.reconnects).toBeGreaterThanOrEqual(2);
    expectNothingLost(figures);
  }, 90000);
});
