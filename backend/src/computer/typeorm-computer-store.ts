import { Injectable } from '@nestjs/common';
import type { Match, Player } from '@tabletop/game-kit';
import { DataSource } from 'typeorm';
import type { StoredGame } from '../match/game-state';
import { startedPace } from '../match/pace';
import { computerName, type ComputerLevel } from './computer-level';
import type { ComputerStore, ComputerTurn } from './ports';

// Any fixed number: the key of the PostgreSQL advisory lock under which instances add a missing computer user.
const COMPUTER_USERS_LOCK = 727_002;

@Injectable()
export class TypeOrmComputerStore implements ComputerStore {
  /** The computer users per level, by place: they never change once made. */
  private readonly known = new Map<ComputerLevel, Player[]>();

  constructor(private readonly db: DataSource) {}

  async computerUsers(level: ComputerLevel, count: number): Promise<Player[]> {
    const known = this.known.get(level) ?? [];
    if (known.length >= count) return known.slice(0, count);
    const users = await this.db.transaction(async (em) => {
      await em.query('SELECT pg_advisory_xact_lock($1)', [COMPUTER_USERS_LOCK]);
      const rows = await em.query<(Player & { slot: number })[]>(
        `SELECT c.slot, u.id, u.name FROM computer_users c JOIN users u ON u.id = c.user_id
          WHERE c.level = $1 ORDER BY c.slot`,
        [level],
      );
      const bySlot = new Map(rows.map(({ slot, id, name }) => [slot, { id, name }]));
      for (let slot = 1; slot <= count; slot++) {
        if (bySlot.has(slot)) continue;
        const [user] = await em.query<Player[]>(
          `INSERT INTO users (name, kind) VALUES ($1, 'computer') RETURNING id, name`,
          [computerName(level)],
        );
        await em.query('INSERT INTO computer_users (user_id, level, slot) VALUES ($1, $2, $3)', [user.id, level, slot]);
        bySlot.set(slot, user);
      }
      return [...bySlot.entries()].sort(([a], [b]) => a - b).map(([, user]) => user);
    });
    this.known.set(level, users);
    return users.slice(0, count);
  }

  createGame(
    players: Player[],
    level: ComputerLevel,
    { code, url }: { code: string; url: string },
    setup: (players: Player[]) => { match: Match<unknown>; seed: string },
  ): Promise<StoredGame> {
    return this.db.transaction(async (em) => {
      const { match, seed } = setup(players);
      // No clock against the computer; the moves are counted, so the person may abort before their first.
      const { moves } = startedPace(null, match, 0);
      const [game] = await em.query<StoredGame[]>(
        `INSERT INTO games (code, game, status, match, version, seed, moves) VALUES ($1, $2, 'playing', $3, 0, $4, $5)
         RETURNING id, code, game, status, match, version, seed, clock, moves`,
        [code, url, JSON.stringify(match), seed, JSON.stringify(moves)],
      );
      await em.query(
        `INSERT INTO game_players (game_id, user_id, seat, computer_level)
         SELECT $1, id, seat - 1, CASE WHEN seat = 1 THEN NULL ELSE $3 END
           FROM unnest($2::int[]) WITH ORDINALITY AS seats(id, seat)`,
        [game.id, players.map((player) => player.id), level],
      );
      return game;
    });
  }

  async waitingTurns(): Promise<ComputerTurn[]> {
    const rows = await this.db.query<
      { game_id: number; code: string; version: number; match: Match<unknown>; user_id: number; level: ComputerLevel }[]
    >(
      `SELECT g.id AS game_id, g.code, g.version, g.match, p.user_id, p.computer_level AS level
         FROM game_players p JOIN games g ON g.id = p.game_id
        WHERE p.active AND p.computer_level IS NOT NULL AND g.status = 'playing'
          AND (g.match -> 'player' ->> 'id')::int = p.user_id`,
    );
    return rows.map(({ game_id: gameId, user_id: playerId, ...turn }) => ({ gameId, playerId, ...turn }));
  }

  /**
   * A computer user's level: from computer_users, or for a user made for one seat before the computers were fixed,
   * from that seat (one row, not every seat a fixed computer user ever took).
   */
  async levelsOf(userIds: readonly number[]): Promise<Map<number, ComputerLevel>> {
    const rows = await this.db.query<{ user_id: number; level: ComputerLevel | null }[]>(
      `SELECT u.id AS user_id,
              coalesce(c.level, (SELECT p.computer_level FROM game_players p
                                  WHERE p.user_id = u.id AND p.computer_level IS NOT NULL LIMIT 1)) AS level
         FROM users u LEFT JOIN computer_users c ON c.user_id = u.id
        WHERE u.id = ANY($1::int[]) AND u.kind = 'computer'`,
      [userIds],
    );
    return new Map(rows.flatMap((row) => (row.level ? [[row.user_id, row.level]] : [])));
  }
}
