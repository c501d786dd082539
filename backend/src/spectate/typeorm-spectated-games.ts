import { Injectable } from '@nestjs/common';
import { normaliseCode } from '@tabletop/protocol';
import { DataSource } from 'typeorm';
import { queryPrepared } from '../database/prepared';
import type { LiveGameRow, SpectatedGames } from './ports';
import type { WatchedGame } from './watch-decision';

/**
 * The spectators' reads of games on PostgreSQL. A watch link names the newest game under its code, found by
 * games_code_idx; the live list reads games_live_idx, so its cost does not grow with the games played before.
 */
@Injectable()
export class TypeOrmSpectatedGames implements SpectatedGames {
  constructor(private readonly db: DataSource) {}

  async newestByCode(code: string): Promise<WatchedGame | null> {
    const [row] = await queryPrepared<WatchedGame>(
      this.db,
      'tabletop-find-watched-game',
      `SELECT g.id, g.code, g.game, g.status, g.match, g.version, g.seed, g.clock, g.moves, g.listed,
              ARRAY(SELECT p.user_id FROM game_players p WHERE p.game_id = g.id ORDER BY p.seat) AS seats
         FROM games g WHERE upper(g.code) = $1 ORDER BY g.id DESC LIMIT 1`,
      [normaliseCode(code)],
    );
    return row ?? null;
  }

  newestLive(limit: number): Promise<LiveGameRow[]> {
    return queryPrepared<LiveGameRow>(
      this.db,
      'tabletop-find-live-games',
      `SELECT g.id, g.game, g.code, g.version,
              ARRAY(SELECT u.name FROM game_players p JOIN users u ON u.id = p.user_id
                     WHERE p.game_id = g.id ORDER BY p.seat) AS players
         FROM games g WHERE g.listed AND g.status = 'playing' ORDER BY g.id DESC LIMIT $1`,
      [limit],
    );
  }
}
