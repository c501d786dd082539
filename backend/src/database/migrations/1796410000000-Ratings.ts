import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ratings. Every seat of a finished game keeps its outcome, so records are counted from game_players alone;
 * each player's Glicko-2 rating per game, and one row per rated seat of each rated game (the rating history and the
 * change shown at game over). All three are written by the game-over commit (typeorm-match-store.ts).
 *
 * Indexes: the leaderboard reads a game's ratings best first and skips the inactive (last_played_at INCLUDEd: no heap
 * visit to skip one); the viewer's rank counts the active rows above theirs on the same index; the count of active
 * players reads (game, last_played_at). A profile reads a player's ratings by the primary key (user_id, game) and
 * their history newest first by (user_id, game, game_id DESC); a game's changes by their primary key (game_id,
 * user_id).
 */
export class Ratings1796410000000 implements MigrationInterface {
  name = 'Ratings1796410000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "game_players" ADD "outcome" character varying(4)`);
    await queryRunner.query(
      `ALTER TABLE "game_players" ADD CONSTRAINT "game_players_outcome_check" CHECK ("outcome" IN ('win', 'loss', 'draw'))`,
    );
    await queryRunner.query(
      `CREATE TABLE "player_ratings" ("user_id" integer NOT NULL, "game" character varying(64) NOT NULL, "rating" double precision NOT NULL, "deviation" double precision NOT NULL, "volatility" double precision NOT NULL, "games" integer NOT NULL, "last_played_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "player_ratings_pkey" PRIMARY KEY ("user_id", "game"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "player_ratings" ADD CONSTRAINT "player_ratings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "rating_changes" ("game_id" integer NOT NULL, "user_id" integer NOT NULL, "game" character varying(64) NOT NULL, "rating_before" double precision NOT NULL, "rating_after" double precision NOT NULL, "deviation_after" double precision NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "rating_changes_pkey" PRIMARY KEY ("game_id", "user_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "rating_changes" ADD CONSTRAINT "rating_changes_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "rating_changes" ADD CONSTRAINT "rating_changes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // Hand-written: sort orders and INCLUDE, which TypeORM cannot describe.
    await queryRunner.query(
      `CREATE INDEX "player_ratings_leaderboard_idx" ON "player_ratings" ("game", "rating" DESC, "user_id") INCLUDE ("last_played_at")`,
    );
    await queryRunner.query(`CREATE INDEX "player_ratings_active_idx" ON "player_ratings" ("game", "last_played_at")`);
    await queryRunner.query(
      `CREATE INDEX "rating_changes_history_idx" ON "rating_changes" ("user_id", "game", "game_id" DESC)`,
    );
    await queryRunner.query(BACKFILL_OUTCOMES);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "rating_changes"`);
    await queryRunner.query(`DROP TABLE "player_ratings"`);
    await queryRunner.query(`ALTER TABLE "game_players" DROP CONSTRAINT "game_players_outcome_check"`);
    await queryRunner.query(`ALTER TABLE "game_players" DROP COLUMN "outcome"`);
  }
}

/**
 * game-kit's matchOutcome in SQL, for the games that ended before outcomes were kept: among the players who did not
 * forfeit (match.forfeited.players), those with the best score are the winners; a sole winner wins, winners sharing
 * the best score draw, every other seat (forfeiters included) loses. Ratings are not backfilled: past games were
 * never rated.
 */
const BACKFILL_OUTCOMES = `
  WITH stayed AS (
    SELECT g.id AS game_id, (e -> 'player' ->> 'id')::int AS user_id, (e ->> 'score')::numeric AS score
      FROM games g CROSS JOIN LATERAL jsonb_array_elements(g.match -> 'score') e
     WHERE g.status = 'over'
       AND NOT coalesce(g.match -> 'forfeited' -> 'players', '[]'::jsonb) @> (e -> 'player' -> 'id')
  ), winners AS (
    SELECT game_id, user_id, count(*) OVER (PARTITION BY game_id) AS shared
      FROM (SELECT s.*, max(s.score) OVER (PARTITION BY s.game_id) AS best FROM stayed s) ranked
     WHERE score = best
  )
  UPDATE game_players p
     SET outcome = coalesce(
           (SELECT CASE WHEN w.shared > 1 THEN 'draw' ELSE 'win' END
              FROM winners w WHERE w.game_id = p.game_id AND w.user_id = p.user_id),
           'loss')
    FROM games g
   WHERE g.id = p.game_id AND g.status = 'over'`;
