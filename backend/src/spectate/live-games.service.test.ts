import { LIVE_GAMES_FRESH_MS, LIVE_GAMES_LIMIT, LiveGamesService } from './live-games.service';
import type { LiveGameRow, SpectatedGames } from './ports';

/** The live list's reads, counted, from rows held in memory; `failNext` makes the next read fail. */
function games(rows: LiveGameRow[]) {
  const reads: number[] = [];
  let failNext = false;
  const store: SpectatedGames = {
    newestByCode: () => Promise.resolve(null),
    newestLive: (limit) => {
      reads.push(limit);
      if (failNext) {
        failNext = false;
        return Promise.reject(new Error('database down'));
      }
      return Promise.resolve(rows.slice(0, limit));
    },
  };
  return { store, reads, failOnce: () => (failNext = true) };
}

const row = (id: number, players: string[]): LiveGameRow => ({
  id,
  game: 'repello',
  code: `C${id}`,
  version: 7,
  players,
});

describe('the live games list', () => {
  it('shows each game with its players as the site names them and its watchers on every instance', async () => {
    const { store, reads } = games([row(2, ['Ann', '8ae5c0de-1111-4222-8333-444455556666']), row(1, ['Ben', 'Cy'])]);
    const watchers = { countWatchers: (gameId: number) => Promise.resolve(gameId * 10) };
    expect(await new LiveGamesService(store, watchers).list(0)).toEqual({
      games: [
        { game: 'repello', code: 'C2', players: ['Ann', 'Guest 8AE5'], watchers: 20, moves: 7 },
        { game: 'repello', code: 'C1', players: ['Ben', 'Cy'], watchers: 10, moves: 7 },
      ],
    });
    expect(reads).toEqual([LIVE_GAMES_LIMIT]);
  });

  it('serves every caller from one read for a few seconds, then reads again', async () => {
    const { store, reads } = games([row(1, ['Ben', 'Cy'])]);
    const service = new LiveGamesService(store, { countWatchers: () => Promise.resolve(0) });
    await Promise.all([service.list(0), service.list(1), service.list(LIVE_GAMES_FRESH_MS - 1)]);
    expect(reads).toHaveLength(1);
    await service.list(LIVE_GAMES_FRESH_MS);
    expect(reads).toHaveLength(2);
  });

  it('keeps no failed read: the next caller reads again', async () => {
    const { store, reads, failOnce } = games([row(1, ['Ben', 'Cy'])]);
    const service = new LiveGamesService(store, { countWatchers: () => Promise.resolve(0) });
    failOnce();
    await expect(service.list(0)).rejects.toThrow('database down');
    expect((await service.list(1)).games).toHaveLength(1);
    expect(reads).toHaveLength(2);
  });
});
