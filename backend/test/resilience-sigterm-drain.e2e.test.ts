import { Client } from 'pg';
import { useBackendProcesses } from './support/backend-process';
import { createTestDatabase } from './support/database';
import type { Pending } from './support/player-bot';
import { startRedisServer } from './support/redis-server';
import { auditGame, expectNothingLost, writeFigures } from './support/resilience-report';
import { playToTheEnd, sharedEnv, twoPlayerGame } from './support/two-player-game';

const SCENARIO = 'sigterm-drain';

describe('scenario 5: SIGTERM drains an instance gracefully', () => {
  const processes = useBackendProcesses(SCENARIO);
  let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined;
  const clients: Client[] = [];

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
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
    const [lock, watcher] = [new Client({ connectionString: db.url }), new Client({ connectionString: db.url })];
    clients.push(lock, watcher);
    await Promise.all([lock.connect(), watcher.connect()]);

    // Alice's move at version 8 or later is held in flight: the game's row is locked, so its commit waits.
    let inFlight: Pending | undefined;
    const held = new Promise<void>((resolve) => {
      alice.beforeNewAction = async (pending) => {
        if (pending.version < 8) return;
        alice.beforeNewAction = null;
        await lock.query('BEGIN');
        await lock.query('SELECT 1 FROM games WHERE code = $1 FOR UPDATE', [code]);
        inFlight = pending;
        resolve();
      };
    });
    const playing = playToTheEnd(bots, startedAt + 60_000);
    await held;
    await until(async () => {
      const { rows } = await watcher.query<{ waiting: string }>(
        `SELECT count(*) AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      return Number(rows[0].waiting) > 0;
    }, 'the commit to wait on the lock');

    one.terminate();
    await one.waitForOutput(/Draining/);
    expect(alice.figures.acknowledged.has(inFlight!.id)).toBe(false);
    await lock.query('COMMIT');
    expect(await one.exit()).toBe(0);
    await playing;

    const figures = await auditGame(SCENARIO, db.url, code, bots, startedAt);
    writeFigures({ ...figures, inFlightAtVersion: inFlight!.version });
    expect(alice.figures.acknowledged.get(inFlight!.id)).toBe(inFlight!.version + 1);
    for (const bot of [alice, bob])
      expect(bot.figures.notices).toEqual([{ reason: 'draining', message: expect.any(String), reconnect: true }]);
    expect(one.output()).toMatch(/Drained/);
    expectNothingLost(figures);
  }, 90000);
});

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
