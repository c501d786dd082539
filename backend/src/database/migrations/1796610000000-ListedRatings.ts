import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The leaderboard lists only settled ratings (deviation at most 110, ten rated games or more): its index carries both,
 * so the list, a rank and the count still read the index alone.
 */
export class ListedRatings1796610000000 implements MigrationInterface {
  name = 'ListedRatings1796610000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "player_ratings_leaderboard_idx"`);
    await queryRunner.query(
      `CREATE INDEX "player_ratings_leaderboard_idx" ON "player_ratings" ("game", "rating" DESC, "user_id") INCLUDE ("last_played_at", "deviation", "games")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "player_ratings_leaderboard_idx"`);
    await queryRunner.query(
      `CREATE INDEX "player_ratings_leaderboard_idx" ON "player_ratings" ("game", "rating" DESC, "user_id") INCLUDE ("last_played_at")`,
    );
  }
}
