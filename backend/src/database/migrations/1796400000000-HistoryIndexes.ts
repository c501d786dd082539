import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A player's games newest first, paged by key (`game_id < before`), for `My games` and a profile's games: one walk
 * down the player's seats by game id, however many games they played. The seats' (user_id) index alone made
 * PostgreSQL fetch and sort every seat of the player for each page; the seat order (game_id, seat), the games' and the
 * actions' primary keys serve the rest of the history and replay reads. It replaces that (user_id) index, which it
 * covers: with both, the planner now and then took the plain one (ANALYZE samples at random) and sorted every seat.
 */
export class HistoryIndexes1796400000000 implements MigrationInterface {
  name = 'HistoryIndexes1796400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Hand-written: the sort order TypeORM cannot describe.
    await queryRunner.query(`CREATE INDEX "game_players_user_game_idx" ON "game_players" ("user_id", "game_id" DESC)`);
    await queryRunner.query(`DROP INDEX "game_players_user_id_idx"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "game_players_user_id_idx" ON "game_players" ("user_id")`);
    await queryRunner.query(`DROP INDEX "game_players_user_game_idx"`);
  }
}
