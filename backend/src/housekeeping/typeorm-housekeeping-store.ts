import { Injectable } from '@nestjs/common';
import type { Match } from '@tabletop/game-kit';
import { DataSource } from 'typeorm';
import { queryPrepared } from '../database/prepared';
import type { HousekeepingStore, WaitingTable } from './ports';

/** The key of the sweep's advisory lock ('hous'); quick match and migrations use others. */
const HOUSEKEEPING_LOCK = 0x686f_7573;

/** `$n` milliseconds as an interval before now. */
const ago = (parameter: number) => `now() - make_interval(secs => $${parameter}::float8 / 1000)`;

@Injectable()
export class TypeOrmHousekeepingStore implements HousekeepingStore {
  constructor(private readonly db: DataSource) {}

  /** A transaction's advisory lock: released with the transaction, however the sweep ends or its connection drops. */
  exclusively<T>(work: () => Promise<T>): Promise<T | null> {
    return this.db.transaction(async (em) => {
      const [{ locked }] = await em.query<{ locked: boolean }[]>('SELECT pg_try_advisory_xact_lock($1) AS locked', [
        HOUSEKEEPING_LOCK,
      ]);
      return locked ? work() : null;
    });
  }

  /** By games_waiting_private_idx, then each table's seats by the primary key. */
  idleWaitingTables(idleMs: number, limit: number): Promise<WaitingTable[]> {
    return this.db.query<WaitingTable[]>(
      `SELECT g.id AS "gameId", g.game,
              coalesce(array_agg(p.user_id ORDER BY p.seat) FILTER (WHERE p.computer_level IS NULL), '{}') AS "userIds"
         FROM games g JOIN game_players p ON p.game_id = g.id
        WHERE g.status = 'waiting' AND NOT g.listed
        GROUP BY g.id
       HAVING max(p.seated_at) < ${ago(1)}
        ORDER BY g.id LIMIT $2`,
      [idleMs, limit],
    );
  }

  /** Locks the game as the lobby does, so a join or a start either comes first (and the close declines) or after. */
  closeWaitingTable(table: WaitingTable, idleMs: number, closed: Match<unknown>): Promise<boolean> {
    return this.db.transaction(async (em) => {
      const [game] = await em.query<{ waiting: boolean }[]>(
        `SELECT status = 'waiting' AND NOT listed AS waiting FROM games WHERE id = $1 FOR UPDATE`,
        [table.gameId],
      );
      if (!game?.waiting) return false;
      const [seats] = await em.query<{ players: number[]; idle: boolean }[]>(
        `SELECT coalesce(array_agg(user_id ORDER BY seat) FILTER (WHERE computer_level IS NULL), '{}') AS players,
                max(seated_at) < ${ago(2)} AS idle
           FROM game_players WHERE game_id = $1`,
        [table.gameId, idleMs],
      );
      if (!seats.idle || seats.players.join() !== table.userIds.join()) return false;
      await em.query(
        `WITH freed AS (DELETE FROM game_players WHERE game_id = $1),
              deadline AS (DELETE FROM game_deadlines WHERE game_id = $1)
         UPDATE games SET match = $2, status = 'over', updated_at = now() WHERE id = $1`,
        [table.gameId, JSON.stringify(closed)],
      );
      return true;
    });
  }

  /**
   * By users_guests_seen_idx; a seat anywhere (game_players by user) keeps a guest. Rows another transaction holds
   * (a sign-in or refresh writing seen_at) are skipped: that guest is being seen. Sessions and everything else of the
   * guest's go by the foreign keys' cascade.
   */
  async deleteIdleGuests(unseenMs: number, limit: number): Promise<number> {
    const deleted = await queryPrepared<{ id: number }>(
      this.db,
      'tabletop-delete-idle-guests',
      `DELETE FROM users WHERE id IN (
         SELECT u.id FROM users u
          WHERE u.kind = 'guest' AND u.seen_at < ${ago(1)}
            AND NOT EXISTS (SELECT 1 FROM game_players p WHERE p.user_id = u.id)
          ORDER BY u.seen_at LIMIT $2 FOR UPDATE SKIP LOCKED
       ) RETURNING id`,
      [unseenMs, limit],
    );
    return deleted.length;
  }
}
