import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the queries every request runs, so none scans a table that grows with every game ever played (checked
 * by test/request-path-plans.e2e.test.ts on 100,000 finished games). A player's game by code and user (every socket
 * message, the leave) had only the partial live-code index, useless once finished games count, and no index on the
 * seats by user: it read all of game_players. Either index serves it; the planner takes the
 * one with fewer rows (the code's few games ever, or the user's own). A registration checks the name against every
 * user's, guests included (one per guest sign-in), and without an index reads them all.
 */
export class RequestPathIndexes1795400000000 implements MigrationInterface {
  name = 'RequestPathIndexes1795400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Hand-written: an expression index TypeORM cannot describe.
    await queryRunner.query(`CREATE INDEX "games_code_idx" ON "games" (upper("code"))`);
    await queryRunner.query(`CREATE INDEX "game_players_user_id_idx" ON "game_players" ("user_id")`);
    await queryRunner.query(`CREATE INDEX "users_name_idx" ON "users" (lower("name"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "users_name_idx"`);
    await queryRunner.query(`DROP INDEX "game_players_user_id_idx"`);
    await queryRunner.query(`DROP INDEX "games_code_idx"`);
  }
}
