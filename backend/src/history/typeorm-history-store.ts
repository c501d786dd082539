import { Injectable } from '@nestjs/common';
import { normaliseCode, type LoggedAction } from '@tabletop/protocol';
import { DataSource } from 'typeorm';
import type {
  HistoryQuery,
  HistoryStore,
  StoredHistoryGame,
  StoredMove,
  StoredPlayer,
  StoredRecordGame,
} from './history-store';

/** Every seat of the game `g`, in seat order, as [{ id, name }]. */
const SEATS = `(SELECT json_agg(json_build_object('id', u.id, 'name', u.name) ORDER BY s.seat)
                  FROM game_players s JOIN users u ON u.id = s.user_id WHERE s.game_id = g.id) AS players`;

/** Whether the user given as parameter `$n` sits in the game `g`: a probe of game_players' primary key. */
const seatedBy = (n: number) => `EXISTS (SELECT 1 FROM game_players v WHERE v.game_id = g.id AND v.user_id = $${n})`;

const RECORD_COLUMNS = `g.id, g.game, g.code, g.status, g.listed, g.seed, g.version, g.match,
       g.created_at AS "createdAt", g.updated_at AS "updatedAt", ${SEATS}`;

/**
 * The history's SQL. A player's games walk their seats down game_players_user_game_idx (user_id, game_id DESC) from
 * `before`, joined to games by primary key, stopping at the page's size: the cost of a page does not grow with the
 * player's history nor with the table (see history-plans.e2e.test.ts).
 */
@Injectable()
export class TypeOrmHistoryStore implements HistoryStore {
  constructor(private readonly db: DataSource) {}

  async findHistory({ userId, viewerId, game, before, limit }: HistoryQuery): Promise<StoredHistoryGame[]> {
    const values: unknown[] = [userId, limit];
    // Optional filters are left out of the text rather than passed as NULLs, so each variant gets a plan of its own.
    const gameFilter = game === undefined ? '' : `AND g.game = $${values.push(game)}`;
    const beforeFilter = before === undefined ? '' : `AND p.game_id < $${values.push(before)}`;
    // Someone else's history shows what they may see (record-access.ts maySee): public games and their own.
    const viewerFilter = viewerId === userId ? '' : `AND (g.listed OR ${seatedBy(values.push(viewerId))})`;
    const rows = await this.db.query<
      (Omit<StoredHistoryGame, 'players'> & { players: StoredHistoryGame['players'] | null })[]
    >(
      `SELECT g.id, g.game, g.code, g.status, g.listed, g.version, g.created_at AS "createdAt", g.updated_at AS "updatedAt",
              g.match -> 'score' AS score, g.match -> 'forfeited' AS forfeited, ${SEATS}
         FROM game_players p JOIN games g ON g.id = p.game_id
        WHERE p.user_id = $1 AND g.status <> 'waiting' ${gameFilter} ${beforeFilter} ${viewerFilter}
        ORDER BY p.game_id DESC LIMIT $2`,
      values,
    );
    return rows.map((row) => ({ ...row, players: row.players ?? [], score: row.score ?? [] }));
  }

  async findPlayerByName(name: string): Promise<StoredPlayer | null> {
    const [row] = await this.db.query<StoredPlayer[]>(
      `SELECT id, name, kind FROM users WHERE lower(name) = lower($1) ORDER BY kind = 'computer', id LIMIT 1`,
      [name],
    );
    return row ?? null;
  }

  async findGame(id: number): Promise<StoredRecordGame | null> {
    const [row] = await this.db.query<StoredRecordGame[]>(`SELECT ${RECORD_COLUMNS} FROM games g WHERE g.id = $1`, [
      id,
    ]);
    return row ? withSeats(row) : null;
  }

  async findGameByCode(code: string, userId: number): Promise<StoredRecordGame | null> {
    const upper = normaliseCode(code);
    const [own] = await this.db.query<StoredRecordGame[]>(
      `SELECT ${RECORD_COLUMNS} FROM games g JOIN game_players p ON p.game_id = g.id
        WHERE upper(g.code) = $1 AND p.user_id = $2 ORDER BY g.id DESC LIMIT 1`,
      [upper, userId],
    );
    if (own) return withSeats(own);
    // Codes are reused once a game is over: the newest under a code is the running one, if any.
    const [newest] = await this.db.query<StoredRecordGame[]>(
      `SELECT ${RECORD_COLUMNS} FROM games g WHERE upper(g.code) = $1 ORDER BY g.id DESC LIMIT 1`,
      [upper],
    );
    return newest ? withSeats(newest) : null;
  }

  findLog(gameId: number): Promise<LoggedAction[]> {
    return this.db.query<LoggedAction[]>(
      'SELECT user_id AS "playerId", action FROM game_actions WHERE game_id = $1 ORDER BY version',
      [gameId],
    );
  }

  findMoves(gameId: number, after: number): Promise<StoredMove[]> {
    return this.db.query<StoredMove[]>(
      `SELECT version, user_id AS "playerId", move_text AS text FROM game_actions
        WHERE game_id = $1 AND version > $2 ORDER BY version`,
      [gameId, after],
    );
  }
}

/** A game nobody sits at any more reads its seats as none rather than null. */
const withSeats = (row: StoredRecordGame): StoredRecordGame => ({ ...row, players: row.players ?? [] });
