import { useBackendProcesses } from './support/backend-process';
import { createTestDatabase } from './support/database';
import { holdNextCommit } from './support/held-commit';
import { startRedisServer } from './support/redis-server';
import { auditGame, expectNothingLost, writeFigures } from './support/resilience-report';
import { playToTheEnd, sharedEnv, twoPlayerGame } from './support/two-player-game';

const SCENARIO = 'sigterm-drain';

describe('scenario 5: SIGTERM drains an instance gracefully', () => {
  const processes = useBackendProcesses(SCENARIO);
  let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined;
  const holds: Awaited<ReturnType<typeof holdNextCommit>>[] = [];

  afterAll(async () => {
    await Promise.all(holds.map((held) => held.close()));
    await redis?.stop();
    await db?.drop();
  }, 30000);

  it('finishes the action in flight, tells both players to reconnect, exits 0; they finish on the other instance', async () => {
    db = await createTestDatabase();
    redis = await startRedisServer();
    const env = sharedEnv(db.url, redis.url);
    const [one, two] = await Promise.all([processes.start('one', env), processes.start('two', env)]);
    const startedAt = Date.now();
    const { code, bots, alice, bob } = await twoPlayerGame(one, two, 5, true);
    // Alice's move at version 8 or later is held in flight: the game's row is locked, so its commit waits.
    const held = await holdNextCommit(alice, db.url, code, 8);
    holds.push(held);
    const playing = playToTheEnd(bots, startedAt + 60_000);
    const inFlight = await held.waiting();

    one.terminate();
    await one.waitForOutput(/Draining/);
    expect(alice.figures.acknowledged.has(inFlight.id)).toBe(false);
    await held.release();
    expect(await one.exit()).toBe(0);
    await playing;

    const figures = await auditGame(SCENARIO, db.url, code, bots, startedAt);
    writeFigures({ ...figures, inFlightAtVersion: inFlight.version });
    expect(alice.figures.acknowledged.get(inFlight.id)).toBe(inFlight.version + 1);
    for (const bot of [alice, bob])
      expect(bot.figures.notices).toEqual([{ reason: 'draining', message: expect.any(String), reconnect: true }]);
    expect(one.output()).toMatch(/Drained/);
    expectNothingLost(figures);
  }, 90000);
});
