import { Injectable } from '@nestjs/common';
import type { Match, Player } from '@tabletop/game-kit';
import { DataSource } from 'typeorm';
import type { StoredGame } from '../match/game-state';
import { startedPace } from '../match/pace';
import type { ComputerLevel } from './computer-level';
import type { ComputerStore, ComputerTurn } from './ports';

@Injectable()
export class TypeOrmComputerStore implements ComputerStore {
  constructor(private readonly db: DataSource) {}

  createGame(
    person: Player,
    computers: { name: string; level: ComputerLevel; count: number },
    { code, url }: { code: string; url: string },
    setup: (players: Player[]) => { match: Match<unknown>; seed: string },
  ): Promise<StoredGame> {
    return this.db.transaction(async (em) => {
      const created = await em.query<Player[]>(
        `INSERT INTO users (name, kind) SELECT $1, 'computer' FROM generate_series(1, $2) RETURNING id, name`,
        [computers.name, computers.count],
      );
      created.sort((a, b) => a.id - b.id);
      const players: Player[] = [person, ...created];
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
        [game.id, players.map((player) => player.id), computers.level],
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

  async levelsOf(userIds: readonly number[]): Promise<Map<number, ComputerLevel>> {
    const rows = await this.db.query<{ user_id: number; level: ComputerLevel }[]>(
      `SELECT DISTINCT ON (user_id) user_id, computer_level AS level FROM game_players
        WHERE user_id = ANY($1::int[]) AND computer_level IS NOT NULL`,
      [userIds],
    );
    return new Map(rows.map((row) => [row.user_id, row.level]));
  }
}
