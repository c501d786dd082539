import { Injectable } from '@nestjs/common';
import { LEADERBOARD_MIN_GAMES, normaliseCode, PROVISIONAL_DEVIATION } from '@tabletop/protocol';
import { DataSource } from 'typeorm';
import {
  ACTIVE_DAYS,
  HISTORY_POINTS,
  LEADERBOARD_SIZE,
  type GameRating,
  type GameRatingChange,
  type GameRecord,
  type ProfileUser,
  type RatingRow,
  type RatingsStore,
  type RatingStanding,
} from './ports';

const ACTIVE = `now() - interval '${ACTIVE_DAYS} days'`;
/** On the leaderboard: active lately, enough rated games, a settled rating (not provisional). */
const LISTED = (alias: string) =>
  `${alias}.last_played_at > ${ACTIVE} AND ${alias}.games >= ${LEADERBOARD_MIN_GAMES}
   AND ${alias}.deviation <= ${PROVISIONAL_DEVIATION}`;
const RATING_ROW = 'r.user_id AS "userId", u.name, r.rating, r.deviation, r.games';

/**
 * Every read is by an index (test/rating-plans.e2e.test.ts checks the plans on 100,000 finished games): the leaderboard
 * and a rank walk player_ratings_leaderboard_idx, the active count player_ratings_active_idx, a profile the user's own
 * seats and ratings by their keys.
 */
@Injectable()
export class TypeOrmRatingsStore implements RatingsStore {
  constructor(private readonly db: DataSource) {}

  async ratingChange(userId: number, code: string): Promise<GameRatingChange | null> {
    const [row] = await this.db.query<
      {
        gameId: number;
        status: GameRatingChange['status'];
        unratedSeat: boolean;
        unrated: string | null;
        opponent: string | null;
        before: number | null;
        after: number | null;
      }[]
    >(
      `SELECT g.id AS "gameId", g.status, g.unrated, c.rating_before AS before, c.rating_after AS after,
              (SELECT u.name FROM game_players o JOIN users u ON u.id = o.user_id
                WHERE o.game_id = g.id AND o.user_id <> p.user_id ORDER BY o.seat LIMIT 1) AS opponent,
              EXISTS (SELECT 1 FROM game_players s JOIN users u ON u.id = s.user_id
                       WHERE s.game_id = g.id AND u.kind NOT IN ('registered', 'google')) AS "unratedSeat"
         FROM games g JOIN game_players p ON p.game_id = g.id
         LEFT JOIN rating_changes c ON c.game_id = g.id AND c.user_id = p.user_id
        WHERE upper(g.code) = $1 AND p.user_id = $2 ORDER BY g.id DESC LIMIT 1`,
      [normaliseCode(code), userId],
    );
    if (!row) return null;
    const { before, after, ...rest } = row;
    return { ...rest, change: before === null || after === null ? null : { before, after } };
  }

  leaderboard(game: string): Promise<RatingRow[]> {
    return this.db.query(
      `SELECT ${RATING_ROW} FROM player_ratings r JOIN users u ON u.id = r.user_id
        WHERE r.game = $1 AND ${LISTED('r')}
        ORDER BY r.rating DESC, r.user_id LIMIT ${LEADERBOARD_SIZE}`,
      [game],
    );
  }

  async standingOf(game: string, userId: number): Promise<RatingStanding | null> {
    // Those above: listed, with a higher rating or the same one and an older account (the leaderboard's order).
    const [row] = await this.db.query<RatingStanding[]>(
      `SELECT ${RATING_ROW}, r.last_played_at > ${ACTIVE} AS active,
              CASE WHEN ${LISTED('r')} THEN
                1 + (SELECT count(*) FROM player_ratings o
                      WHERE o.game = r.game AND o.rating >= r.rating AND ${LISTED('o')}
                        AND (o.rating > r.rating OR o.user_id < r.user_id))::int
              END AS rank
         FROM player_ratings r JOIN users u ON u.id = r.user_id
        WHERE r.user_id = $2 AND r.game = $1`,
      [game, userId],
    );
    return row ?? null;
  }

  async listedPlayers(game: string): Promise<number> {
    const [row] = await this.db.query<{ players: number }[]>(
      `SELECT count(*)::int AS players FROM player_ratings r WHERE r.game = $1 AND ${LISTED('r')}`,
      [game],
    );
    return row.players;
  }

  async findUser(name: string): Promise<ProfileUser | null> {
    const [row] = await this.db.query<ProfileUser[]>(
      `SELECT id, name, kind, created_at AS "createdAt" FROM users
        WHERE lower(name) = lower($1) AND kind <> 'computer' ORDER BY id LIMIT 1`,
      [name],
    );
    return row ?? null;
  }

  records(userId: number): Promise<GameRecord[]> {
    return this.db.query(
      `SELECT g.game, count(*) FILTER (WHERE p.outcome = 'win')::int AS wins,
              count(*) FILTER (WHERE p.outcome = 'loss')::int AS losses,
              count(*) FILTER (WHERE p.outcome = 'draw')::int AS draws
         FROM game_players p JOIN games g ON g.id = p.game_id
        WHERE p.user_id = $1 AND p.outcome IS NOT NULL GROUP BY g.game`,
      [userId],
    );
  }

  async ratings(userId: number): Promise<GameRating[]> {
    const rows = await this.db.query<(Omit<GameRating, 'history'> & { history: { at: string; rating: number }[] })[]>(
      `SELECT r.game, r.rating, r.deviation, r.games,
              (SELECT coalesce(json_agg(json_build_object('at', h.created_at, 'rating', h.rating_after)
                                        ORDER BY h.game_id), '[]')
                 FROM (SELECT c.game_id, c.created_at, c.rating_after FROM rating_changes c
                        WHERE c.user_id = r.user_id AND c.game = r.game
                        ORDER BY c.game_id DESC LIMIT ${HISTORY_POINTS}) h) AS history
         FROM player_ratings r WHERE r.user_id = $1`,
      [userId],
    );
    return rows.map((row) => ({
      ...row,
      history: row.history.map((point) => ({ at: new Date(point.at), rating: point.rating })),
    }));
  }
}
