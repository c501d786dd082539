import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Computer opponents: each computer seat is a user of its own (kind 'computer', named 'Computer (Easy)' or
 * 'Computer (Hard)'), so the seats' ids stay distinct and the one-active-game index holds as for anyone. The seat
 * carries the level; a partial index finds the live computer seats for the sweep that picks up a computer turn left
 * pending by a crash or a restart.
 */
export class ComputerPlayers1796100000000 implements MigrationInterface {
  name = 'ComputerPlayers1796100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "game_players" ADD "computer_level" character varying(8)`);
    await queryRunner.query(
      `ALTER TABLE "game_players" ADD CONSTRAINT "game_players_computer_level_check" CHECK ("computer_level" IN ('easy', 'hard'))`,
    );
    await queryRunner.query(
      `CREATE INDEX "game_players_live_computer_idx" ON "game_players" ("game_id") WHERE "active" AND "computer_level" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "game_players_live_computer_idx"`);
    await queryRunner.query(`ALTER TABLE "game_players" DROP CONSTRAINT "game_players_computer_level_check"`);
    await queryRunner.query(`ALTER TABLE "game_players" DROP COLUMN "computer_level"`);
  }
}
