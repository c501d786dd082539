import { Injectable } from '@nestjs/common';
import { normaliseCode } from '@tabletop/protocol';
import { DataSource } from 'typeorm';
import { queryPrepared } from '../database/prepared';
import { GAME_COLUMNS } from '../match/typeorm-match-store';
import type { WatchedGame } from './watch-decision';

/** The game a watch link names: the newest under its code (codes are reused once a game is over), by games_code_idx. */
@Injectable()
export class SpectatedGames {
  constructor(private readonly db: DataSource) {}

  async newestByCode(code: string): Promise<WatchedGame | null> {
    const [row] = await queryPrepared<WatchedGame>(
      this.db,
      'tabletop-find-watched-game',
      `SELECT ${GAME_COLUMNS}, g.listed,
              ARRAY(SELECT p.user_id FROM game_players p WHERE p.game_id = g.id ORDER BY p.seat) AS seats
         FROM games g WHERE upper(g.code) = $1 ORDER BY g.id DESC LIMIT 1`,
      [normaliseCode(code)],
    );
    return row ?? null;
  }

  /** The newest public games being played, by games_live_idx: the cost does not grow with the games played before. */
  async newestLive(limit: number): Promise<LiveGameRow[]> {
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

/** A public game being played, with its seats' stored names in seat order. */
export interface LiveGameRow {
  id: number;
  game: string;
  code: string;
  version: number;
  players: string[];
}
