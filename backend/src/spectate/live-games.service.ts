import { Inject, Injectable } from '@nestjs/common';
import { displayName } from '@tabletop/game-kit';
import type { LiveGames } from '@tabletop/protocol';
import { SPECTATED_GAMES, WATCHER_COUNTS, type SpectatedGames, type WatcherCounts } from './ports';

/** The most games the list carries: a glance at what is on, newest first. */
export const LIVE_GAMES_LIMIT = 12;
/** How long one read of the list serves every caller on this instance. */
export const LIVE_GAMES_FRESH_MS = 3_000;

/**
 * The public games being played now, with their watcher counts. The list is the same for everyone, so one read (a
 * query and a count per game across the instances) serves every request for a few seconds: its cost does not grow
 * with the number of people looking.
 */
@Injectable()
export class LiveGamesService {
  private held: { at: number; list: Promise<LiveGames> } | null = null;

  constructor(
    @Inject(SPECTATED_GAMES) private readonly games: SpectatedGames,
    @Inject(WATCHER_COUNTS) private readonly watchers: WatcherCounts,
  ) {}

  list(now = Date.now()): Promise<LiveGames> {
    if (this.held && now - this.held.at < LIVE_GAMES_FRESH_MS) return this.held.list;
    const list = this.read();
    this.held = { at: now, list };
    // A failed read is not kept: the next caller reads again.
    list.catch(() => {
      if (this.held?.list === list) this.held = null;
    });
    return list;
  }

  private async read(): Promise<LiveGames> {
    const rows = await this.games.newestLive(LIVE_GAMES_LIMIT);
    const counts = await Promise.all(rows.map((row) => this.watchers.countWatchers(row.id)));
    return {
      games: rows.map((row, index) => ({
        game: row.game,
        code: row.code,
        players: row.players.map(displayName),
        watchers: counts[index],
        moves: row.version,
      })),
    };
  }
}
