import { Injectable } from '@nestjs/common';
import type { Match } from '@tabletop/game-kit';
import { normaliseCode } from '@tabletop/protocol';
import { DataSource, type EntityManager } from 'typeorm';
import type { StoredGame } from '../match/game-state';
import type { PaceWrite } from '../match/pace';
import { GAME_COLUMNS } from '../database/game-columns';
import type { RematchGame, RematchSeatRow, RematchStore, RematchTransaction } from './ports';

@Injectable()
export class TypeOrmRematchStore implements RematchStore {
  constructor(private readonly db: DataSource) {}

  transaction<T>(work: (tx: RematchTransaction) => Promise<T>): Promise<T> {
    return this.db.transaction((em) => work(new SqlRematchTransaction(em)));
  }

  reading<T>(work: (tx: RematchTransaction) => Promise<T>): Promise<T> {
    return work(new SqlRematchTransaction(this.db.manager));
  }
}

class SqlRematchTransaction implements RematchTransaction {
  constructor(private readonly em: EntityManager) {}

  async read(
    userId: number,
    code: string,
    lock: boolean,
  ): Promise<{ game: RematchGame; seats: RematchSeatRow[] } | null> {
    const [game] = await this.em.query<RematchGame[]>(
      `SELECT ${GAME_COLUMNS}, g.rematch_id, (SELECT r.code FROM games r WHERE r.id = g.rematch_id) AS rematch_code
         FROM games g JOIN game_players p ON p.game_id = g.id
        WHERE upper(g.code) = $1 AND p.user_id = $2 ORDER BY g.id DESC LIMIT 1 ${lock ? 'FOR UPDATE OF g' : ''}`,
      [normaliseCode(code), userId],
    );
    if (!game) return null;
    const seats = await this.em.query<RematchSeatRow[]>(
      `SELECT u.id, u.name, p.dismissed, p.rematch, p.active, p.computer_level IS NOT NULL AS computer,
              (p.computer_level IS NULL AND EXISTS (SELECT 1 FROM game_players a
                 WHERE a.user_id = p.user_id AND a.active AND a.game_id <> p.game_id)) AS elsewhere
         FROM game_players p JOIN users u ON u.id = p.user_id WHERE p.game_id = $1 ORDER BY p.seat`,
      [game.id],
    );
    return { game, seats };
  }

  async withdrawOffer(gameId: number): Promise<void> {
    await this.em.query('UPDATE game_players SET rematch = false WHERE game_id = $1', [gameId]);
  }

  async accept(gameId: number, userId: number): Promise<void> {
    await this.em.query('UPDATE game_players SET rematch = true WHERE game_id = $1 AND user_id = $2', [gameId, userId]);
  }

  async dismiss(gameId: number, userId: number): Promise<void> {
    await this.em.query('UPDATE game_players SET dismissed = true WHERE game_id = $1 AND user_id = $2', [
      gameId,
      userId,
    ]);
  }

  async createRematch(
    previousId: number,
    {
      code,
      url,
      match,
      seed,
      playerIds,
      pace,
    }: { code: string; url: string; match: Match<unknown>; seed: string; playerIds: number[]; pace: PaceWrite },
  ): Promise<StoredGame> {
    const [game] = await this.em.query<StoredGame[]>(
      `WITH game AS (
         INSERT INTO games (code, game, status, match, version, seed, clock, moves)
         VALUES ($1, $2, 'playing', $3, 0, $4, $7, $8)
         RETURNING id, code, game, status, match, version, seed, clock, moves
       ), deadline AS (
         INSERT INTO game_deadlines (game_id, due_at)
         SELECT id, to_timestamp($9::float8 / 1000) FROM game WHERE $9::float8 IS NOT NULL
       ), seats AS (
         INSERT INTO game_players (game_id, user_id, seat, computer_level)
         SELECT game.id, s.player, s.seat - 1,
                (SELECT computer_level FROM game_players WHERE game_id = $6 AND user_id = s.player)
           FROM game, unnest($5::int[]) WITH ORDINALITY AS s(player, seat)
       ), previous AS (
         UPDATE games SET rematch_id = (SELECT id FROM game) WHERE id = $6
       )
       SELECT * FROM game`,
      [
        code,
        url,
        JSON.stringify(match),
        seed,
        playerIds,
        previousId,
        pace.clock && JSON.stringify(pace.clock),
        pace.moves && JSON.stringify(pace.moves),
        pace.deadlineAt,
      ],
    );
    return game;
  }
}
