import { Client } from 'pg';
import type { Pending, PlayerBot } from './player-bot';

/**
 * Puts a player's next action (at `fromVersion` or later) in flight and keeps it there: just before the bot sends it,
 * the game's row is locked from another connection, so the server's commit waits. `waiting()` resolves once PostgreSQL
 * shows the commit blocked; `release()` lets it go (or, if its server died meanwhile, lets the aborted one vanish).
 */
export async function holdNextCommit(bot: PlayerBot, databaseUrl: string, code: string, fromVersion: number) {
  const [lock, watcher] = [
    new Client({ connectionString: databaseUrl }),
    new Client({ connectionString: databaseUrl }),
  ];
  await Promise.all([lock.connect(), watcher.connect()]);
  let inFlight: Pending | undefined;
  const locked = new Promise<void>((resolve) => {
    bot.beforeNewAction = async (pending) => {
      if (pending.version < fromVersion) return;
      bot.beforeNewAction = null;
      await lock.query('BEGIN');
      await lock.query('SELECT 1 FROM games WHERE code = $1 FOR UPDATE', [code]);
      inFlight = pending;
      resolve();
    };
  });
  return {
    /** Resolves with the held action once its commit is blocked on the lock. */
    async waiting(): Promise<Pending> {
      await locked;
      await until(async () => {
        const { rows } = await watcher.query<{ waiting: string }>(
          `SELECT count(*) AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return Number(rows[0].waiting) > 0;
      }, 'the commit to wait on the lock');
      return inFlight!;
    },
    async release(): Promise<void> {
      await lock.query('COMMIT');
    },
    async close(): Promise<void> {
      bot.beforeNewAction = null;
      await Promise.all([lock.end(), watcher.end()].map((ending) => ending.catch(() => undefined)));
    },
  };
}

/** Polls `check` until it holds, bounded. */
export async function until(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
