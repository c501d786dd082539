import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { queryPrepared } from '../database/prepared';
import type { RatingUpdate, SeatRating } from './game-ending';
import type { GameOverRatings } from './ports';
import type { Glicko } from './rate-game';

/**
 * The ratings' part of the game-over commit on PostgreSQL. The new ratings were computed from a read made before the
 * commit (findSeatRatings), so a game moves only if each rating still counts the games it counted then
 * (`rating_held`, locked: a concurrent commit's newer row is waited for and seen); otherwise the commit is a conflict,
 * and the action is made again on fresh ratings. A first rating is a plain insert: one inserted since the read (not in
 * the snapshot, so not seen by `rating_held`) violates player_ratings' primary key, which makes the commit a conflict
 * as well. A stale read is rare, because a person is seated actively in one game at a time (the unique
 * game_players_one_active_key; the computer, which sits in many, is never rated) and a rating changes only when a game
 * they sit in ends: only a player who forfeited a game still running elsewhere, and has since finished another, can be
 * read stale.
 */
@Injectable()
export class TypeOrmGameOverRatings implements GameOverRatings {
  constructor(private readonly db: DataSource) {}

  async findSeatRatings(gameId: number, game: string): Promise<SeatRating[]> {
    const rows = await queryPrepared<{
      user_id: number;
      kind: string;
      rating: (Glicko & { games: number }) | null;
      rated_today: Record<number, number>;
    }>(
      this.db,
      'tabletop-find-seat-ratings',
      // ratedToday: per other seat, the rated games of this game the two played together in the last 24 hours.
      `SELECT p.user_id, u.kind,
              CASE WHEN r.user_id IS NOT NULL THEN json_build_object('rating', r.rating, 'deviation', r.deviation,
                'volatility', r.volatility, 'games', r.games) END AS rating,
              (SELECT coalesce(json_object_agg(o.user_id,
                        (SELECT count(*) FROM rating_changes a
                           JOIN rating_changes b ON b.game_id = a.game_id AND b.user_id = o.user_id
                          WHERE a.user_id = p.user_id AND a.game = $2 AND a.created_at > now() - interval '24 hours')),
                      '{}')
                 FROM game_players o WHERE o.game_id = p.game_id AND o.user_id <> p.user_id) AS rated_today
         FROM game_players p JOIN users u ON u.id = p.user_id
         LEFT JOIN player_ratings r ON r.user_id = p.user_id AND r.game = $2
        WHERE p.game_id = $1 ORDER BY p.seat`,
      [gameId, game],
    );
    return rows.map((row) => ({
      userId: row.user_id,
      kind: row.kind,
      rating: row.rating,
      ratedToday: row.rated_today,
    }));
  }

  readonly inputColumns = 'ratings jsonb';

  inputOf(ratings: readonly RatingUpdate[] | undefined): Record<string, unknown> {
    return { ratings: ratings?.map(ratingRecord) ?? null };
  }

  readonly reads = `rating_input AS (
           SELECT i.game_id, r.* FROM input i CROSS JOIN LATERAL jsonb_to_recordset(i.ratings) AS r(user_id int,
             game varchar, rating float8, deviation float8, volatility float8, rating_before float8, games_before int)
         ), rating_held AS (
           SELECT pr.user_id, pr.game, pr.games FROM player_ratings pr
            WHERE pr.user_id = ANY (ARRAY(SELECT user_id FROM rating_input))
              AND (pr.user_id, pr.game) IN (SELECT user_id, game FROM rating_input)
              FOR UPDATE
         )`;

  stale(alias: string): string {
    return `EXISTS (SELECT 1 FROM rating_input r LEFT JOIN rating_held h ON h.user_id = r.user_id AND h.game = r.game
                     WHERE r.game_id = ${alias}.id AND coalesce(h.games, 0) <> r.games_before)`;
  }

  readonly writes = `rating_inserted AS (
           INSERT INTO player_ratings (user_id, game, rating, deviation, volatility, games, last_played_at)
           SELECT r.user_id, r.game, r.rating, r.deviation, r.volatility, 1, now()
             FROM rating_input r WHERE r.games_before = 0 AND r.game_id IN (SELECT game_id FROM logged)
           RETURNING user_id, game
         ), rating_updated AS (
           UPDATE player_ratings pr
              SET rating = r.rating, deviation = r.deviation, volatility = r.volatility, games = pr.games + 1,
                  last_played_at = now()
             FROM rating_input r
            WHERE pr.user_id = r.user_id AND pr.game = r.game AND pr.games = r.games_before AND r.games_before > 0
              AND r.game_id IN (SELECT game_id FROM logged)
           RETURNING pr.user_id, pr.game
         ), rating_rated AS (
           SELECT user_id, game FROM rating_inserted UNION ALL SELECT user_id, game FROM rating_updated
         ), rating_changed AS (
           INSERT INTO rating_changes (game_id, user_id, game, rating_before, rating_after, deviation_after)
           SELECT r.game_id, r.user_id, r.game, r.rating_before, r.rating, r.deviation
             FROM rating_input r JOIN rating_rated d ON d.user_id = r.user_id AND d.game = r.game
            WHERE r.game_id IN (SELECT game_id FROM logged)
         )`;

  /** A player rated twice in one statement would lose the second update of their row. */
  mayShareStatement(ratings: readonly (readonly RatingUpdate[])[]): boolean {
    const rated = ratings.flat().map((update) => `${update.userId} ${update.game}`);
    return new Set(rated).size === rated.length;
  }
}

function ratingRecord(update: RatingUpdate) {
  return {
    user_id: update.userId,
    game: update.game,
    rating: update.rating,
    deviation: update.deviation,
    volatility: update.volatility,
    rating_before: update.ratingBefore,
    games_before: update.gamesBefore,
  };
}
