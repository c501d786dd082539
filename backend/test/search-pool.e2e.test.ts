import { game as superTicTacToe } from '@tabletop/super-tic-tac-toe/rules';
import { existsSync } from 'node:fs';
import { SearchPool, searchWorkerFile } from '../src/computer/search-pool';
import { loadConfig } from '../src/config/config';

const players = [
  { id: 1, name: 'Ada' },
  { id: 2, name: 'Computer (Hard)' },
];

describe('the Hard search pool (piscina worker threads)', () => {
  const pool = new SearchPool(loadConfig({ COMPUTER_WORKERS: '1' }));
  afterAll(() => pool.onApplicationShutdown());

  it('runs the compiled worker (npm test builds before jest)', () => {
    expect(existsSync(searchWorkerFile())).toBe(true);
  });

  it('searches off the event loop: timers keep firing during a 300 ms search, and the action is legal', async () => {
    const match = superTicTacToe.setup(players);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const action = await pool.search({ game: superTicTacToe.url, match, playerId: 1, seed: 'pool', budgetMs: 300 });
    clearInterval(timer);
    expect(superTicTacToe.legalActions(match, 1)).toContainEqual(action);
    // The same search on this thread would have held every tick until it ended.
    expect(ticks).toBeGreaterThanOrEqual(10);
  });

  it('rejects a task for an unknown game, and goes on serving', async () => {
    const match = superTicTacToe.setup(players);
    await expect(pool.search({ game: 'chess', match, playerId: 1, seed: 'pool', budgetMs: 30 })).rejects.toThrow(
      'Unknown game',
    );
    await expect(
      pool.search({ game: superTicTacToe.url, match, playerId: 2, seed: 'pool', budgetMs: 30 }),
    ).resolves.toBeNull();
  });
});

describe('the Hard search queue', () => {
  const pool = new SearchPool(loadConfig({ COMPUTER_WORKERS: '1', COMPUTER_SEARCH_QUEUE: '2' }));
  afterAll(() => pool.onApplicationShutdown());

  it('queues at most its bound for the thread; every search beyond waits its turn and still runs', async () => {
    const match = superTicTacToe.setup(players);
    const searches = Array.from({ length: 8 }, (_, i) =>
      pool.search({ game: superTicTacToe.url, match, playerId: 1, seed: `queue${i}`, budgetMs: 40 }),
    );
    const actions = await Promise.all(searches);
    for (const action of actions) expect(superTicTacToe.legalActions(match, 1)).toContainEqual(action);
    expect(pool.places.stats()).toEqual({ queued: 0, queuedHighWater: 2, waiting: 0, waitingHighWater: 5 });
    expect(pool.failures).toBe(0);
  });
});
