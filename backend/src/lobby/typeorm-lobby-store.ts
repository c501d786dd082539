import { Injectable } from '@nestjs/common';
import type { ClockSetting, Match, Player } from '@tabletop/game-kit';
import { normaliseCode } from '@tabletop/protocol';
import { DataSource, type EntityManager } from 'typeorm';
import { queryPrepared, queryPreparedIn } from '../database/prepared';
import type { StoredGame } from '../match/game-state';
import type { PaceWrite } from '../match/pace';
import { GAME_COLUMNS } from '../database/game-columns';
import type {
  LiveLobbyGame,
  LobbyGameRow,
  LobbyStore,
  LobbyTransaction,
  NewGame,
  OpenTableListing,
  OpenTableRow,
} from './ports';

/** The first key of quick match's advisory locks (the second is the game's place in the registry). */
const QUICK_MATCH_LOCK = 0x7175_6963; // 'quic'

const statusOf = (starts: boolean) => (starts ? 'playing' : 'waiting');

const RETURNED = 'RETURNING id, code, game, status, match, version, seed, listed, clock, moves';

/** Sets a game's deadline row (the sweep's index) to the pace's, or removes it. */
const DEADLINE_WRITE = `deadline_set AS (
    INSERT INTO game_deadlines (game_id, due_at) SELECT id, to_timestamp($DEADLINE::float8 / 1000) FROM game
     WHERE $DEADLINE::float8 IS NOT NULL
    ON CONFLICT (game_id) DO UPDATE SET due_at = EXCLUDED.due_at
  ), deadline_cleared AS (
    DELETE FROM game_deadlines WHERE game_id IN (SELECT id FROM game) AND $DEADLINE::float8 IS NULL
  )`;
const deadlineWrite = (parameter: number) => DEADLINE_WRITE.replaceAll('$DEADLINE', `$${parameter}`);

@Injectable()
export class TypeOrmLobbyStore implements LobbyStore {
  constructor(private readonly db: DataSource) {}

  async createGame({ code, url, match, seed, starts, listed, creatorId, pace }: NewGame): Promise<LobbyGameRow> {
    // One statement, so one round trip and its own transaction.
    const [created] = await queryPrepared<LobbyGameRow>(
      this.db,
      'tabletop-create-game',
      `WITH game AS (
         INSERT INTO games (code, game, status, match, version, seed, listed, clock, moves)
         VALUES ($1, $2, $3, $4, 0, $5, $7, $8, $9) ${RETURNED}
       ), seat AS (
         INSERT INTO game_players (game_id, user_id, seat) SELECT id, $6, 0 FROM game
       ), ${deadlineWrite(10)}
       SELECT * FROM game`,
      [code, url, statusOf(starts), JSON.stringify(match), seed, creatorId, listed, ...paceValues(pace)],
    );
    return created;
  }

  /** One query locks the game and reads who is seated and whether the caller is seated in another live game. */
  inLiveGame<T>(
    code: string,
    userId: number,
    change: (tx: LobbyTransaction, live: LiveLobbyGame | null) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction(async (em) => {
      const [found] = await queryPreparedIn<LobbyGameRow & { seated: Player[]; active_elsewhere: boolean }>(
        em,
        'tabletop-lock-live-game',
        `SELECT ${GAME_COLUMNS}, g.listed,
                (SELECT coalesce(json_agg(json_build_object('id', u.id, 'name', u.name) ORDER BY p.seat), '[]')
                   FROM game_players p JOIN users u ON u.id = p.user_id WHERE p.game_id = g.id) AS seated,
                EXISTS (SELECT 1 FROM game_players a WHERE a.user_id = $2 AND a.active AND a.game_id <> g.id)
                  AS active_elsewhere
           FROM games g WHERE upper(g.code) = $1 AND g.status <> 'over' FOR UPDATE OF g`,
        [normaliseCode(code), userId],
      );
      if (!found) return change(new SqlLobbyTransaction(em), null);
      const { seated, active_elsewhere: callerActiveElsewhere, ...game } = found;
      return change(new SqlLobbyTransaction(em), { game, seated, callerActiveElsewhere });
    });
  }

  inOwnGame<T>(
    code: string,
    userId: number,
    change: (tx: LobbyTransaction, found: (LobbyGameRow & { active: boolean }) | null) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction(async (em) => {
      const [found] = await em.query<(LobbyGameRow & { active: boolean })[]>(
        `SELECT ${GAME_COLUMNS}, g.listed, p.active FROM games g JOIN game_players p ON p.game_id = g.id
          WHERE upper(g.code) = $1 AND p.user_id = $2 ORDER BY g.id DESC LIMIT 1 FOR UPDATE OF g`,
        [normaliseCode(code), userId],
      );
      return change(new SqlLobbyTransaction(em), found ?? null);
    });
  }

  transaction<T>(work: (tx: LobbyTransaction) => Promise<T>): Promise<T> {
    return this.db.transaction((em) => work(new SqlLobbyTransaction(em)));
  }

  async activeGame(userId: number): Promise<StoredGame | null> {
    const [game] = await this.db.query<StoredGame[]>(
      `SELECT ${GAME_COLUMNS} FROM games g JOIN game_players p ON p.game_id = g.id
        WHERE p.user_id = $1 AND p.active LIMIT 1`,
      [userId],
    );
    return game ?? null;
  }

  async newestSeat(userId: number): Promise<(StoredGame & { dismissed: boolean }) | null> {
    const [newest] = await this.db.query<(StoredGame & { dismissed: boolean })[]>(
      `SELECT ${GAME_COLUMNS}, p.dismissed FROM game_players p JOIN games g ON g.id = p.game_id
        WHERE p.user_id = $1 ORDER BY p.active DESC, p.seated_at DESC, p.game_id DESC LIMIT 1`,
      [userId],
    );
    return newest ?? null;
  }

  /**
   * Numbers the list, then reads it, in two statements: the read's snapshot is taken after the number, so a list with a
   * higher revision holds every change committed before the lower one was drawn (each change pushes after its commit).
   */
  async openTables(limit: number): Promise<{ revision: number; rows: OpenTableListing[] }> {
    const [{ revision }] = await this.db.query<{ revision: string }[]>(
      `SELECT nextval('open_tables_revision') AS revision`,
    );
    const rows = await this.db.query<OpenTableListing[]>(
      `SELECT g.game, g.code, floor(extract(epoch FROM now() - g.created_at))::int AS age,
              (SELECT count(*) FROM game_players p WHERE p.game_id = g.id)::int AS seated,
              (SELECT u.name FROM game_players p JOIN users u ON u.id = p.user_id
                WHERE p.game_id = g.id ORDER BY p.seat LIMIT 1) AS host
         FROM games g WHERE g.listed AND g.status = 'waiting'
        ORDER BY g.created_at, g.id LIMIT $1`,
      [limit],
    );
    return { revision: Number(revision), rows };
  }

  listedWaitingSeats(olderThanMs: number): Promise<{ userId: number; name: string; code: string }[]> {
    // The waiting listed games by games_open_tables_idx, then their seats by the primary key.
    return queryPrepared(
      this.db,
      'tabletop-sweep-open-table-seats',
      `SELECT p.user_id AS "userId", u.name, g.code
         FROM games g JOIN game_players p ON p.game_id = g.id JOIN users u ON u.id = p.user_id
        WHERE g.listed AND g.status = 'waiting' AND p.active
          AND p.seated_at < now() - make_interval(secs => $1::float8 / 1000)`,
      [olderThanMs],
    );
  }

  async seatsThatCount(gameId: number): Promise<{ seats: number[]; untimedPlaying: boolean }> {
    const rows = await queryPrepared<{ user_id: number; untimed: boolean }>(
      this.db,
      'tabletop-seats-that-count',
      `SELECT p.user_id, g.status = 'playing' AND g.clock IS NULL AS untimed
         FROM game_players p JOIN games g ON g.id = p.game_id
        WHERE p.game_id = $1 AND (p.active OR g.status = 'over') ORDER BY p.seat`,
      [gameId],
    );
    return { seats: rows.map((row) => row.user_id), untimedPlaying: rows[0]?.untimed ?? false };
  }
}

class SqlLobbyTransaction implements LobbyTransaction {
  constructor(private readonly em: EntityManager) {}

  async saveMatch(
    gameId: number,
    match: Match<unknown>,
    status: 'waiting' | 'playing',
    pace: PaceWrite,
    newSeat?: { userId: number; seat: number },
  ): Promise<void> {
    // $7 and $8: the new seat's user and number, when there is one (the insert then seats nobody).
    await queryPreparedIn(
      this.em,
      'tabletop-save-lobby-match',
      `WITH game AS (
         UPDATE games SET match = $2, status = $3, clock = $4, moves = $5, updated_at = now() WHERE id = $1
         RETURNING id
       ), seat AS (
         INSERT INTO game_players (game_id, user_id, seat) SELECT $1, $7::int, $8::int WHERE $7::int IS NOT NULL
       ), ${deadlineWrite(6)}
       SELECT 1`,
      [gameId, JSON.stringify(match), status, ...paceValues(pace), newSeat?.userId ?? null, newSeat?.seat ?? null],
    );
  }

  async freeSeat(gameId: number, userId: number): Promise<Player[]> {
    await this.em.query('DELETE FROM game_players WHERE game_id = $1 AND user_id = $2', [gameId, userId]);
    const rest = await this.em.query<(Player & { seat: number })[]>(
      `SELECT u.id, u.name, p.seat FROM game_players p JOIN users u ON u.id = p.user_id
        WHERE p.game_id = $1 ORDER BY p.seat`,
      [gameId],
    );
    // Ascending, each target seat is free: the leaver's, or the one the previous player just vacated.
    for (const [seat, seated] of rest.entries()) {
      if (seated.seat !== seat)
        await this.em.query('UPDATE game_players SET seat = $3 WHERE game_id = $1 AND user_id = $2', [
          gameId,
          seated.id,
          seat,
        ]);
    }
    return rest.map(({ id, name }) => ({ id, name }));
  }

  async close(gameId: number, match: Match<unknown>): Promise<void> {
    await this.em.query(`UPDATE games SET match = $2, status = 'over', updated_at = now() WHERE id = $1`, [
      gameId,
      JSON.stringify(match),
    ]);
  }

  async queueQuickMatch(gameIndex: number): Promise<void> {
    await this.em.query('SELECT pg_advisory_xact_lock($1, $2)', [QUICK_MATCH_LOCK, gameIndex]);
  }

  async hasActiveGame(userId: number): Promise<boolean> {
    const [active] = await this.em.query<unknown[]>(
      'SELECT 1 FROM game_players WHERE user_id = $1 AND active LIMIT 1',
      [userId],
    );
    return active !== undefined;
  }

  async tablesWithRoom(url: string, maxPlayers: number, clock: ClockSetting, limit: number): Promise<OpenTableRow[]> {
    return this.em.query<OpenTableRow[]>(
      `SELECT ${GAME_COLUMNS}, g.listed, seated.players AS seated
         FROM games g
         CROSS JOIN LATERAL (
           SELECT coalesce(json_agg(json_build_object('id', u.id, 'name', u.name) ORDER BY p.seat), '[]') AS players,
                  count(*) AS taken
             FROM game_players p JOIN users u ON u.id = p.user_id WHERE p.game_id = g.id
         ) seated
        WHERE g.game = $1 AND g.listed AND g.status = 'waiting' AND seated.taken < $2
          AND (g.clock ->> 'initial')::int = $3 AND (g.clock ->> 'increment')::int = $4
        ORDER BY g.created_at, g.id LIMIT $5 FOR UPDATE OF g`,
      [url, maxPlayers, clock.initial, clock.increment, limit],
    );
  }

  /** Skips a code already live without aborting the transaction. */
  async openTable({ code, url, match, seed, starts, creatorId, pace }: NewGame): Promise<LobbyGameRow | null> {
    const [game] = await this.em.query<LobbyGameRow[]>(
      `INSERT INTO games (code, game, status, match, version, seed, listed, clock, moves)
       VALUES ($1, $2, $3, $4, 0, $5, true, $6, $7)
       ON CONFLICT (upper(code)) WHERE status <> 'over' DO NOTHING ${RETURNED}`,
      [code, url, statusOf(starts), JSON.stringify(match), seed, ...paceValues(pace).slice(0, 2)],
    );
    if (!game) return null;
    await this.em.query(
      `WITH game AS (SELECT $1::int AS id), seat AS (INSERT INTO game_players (game_id, user_id, seat) VALUES ($1, $2, 0))
       , ${deadlineWrite(3)} SELECT 1`,
      [game.id, creatorId, pace.deadlineAt],
    );
    return game;
  }
}

/** A pace as statement parameters: the clock, the moves, the deadline. */
function paceValues(pace: PaceWrite): [string | null, string | null, number | null] {
  return [pace.clock && JSON.stringify(pace.clock), pace.moves && JSON.stringify(pace.moves), pace.deadlineAt];
}
