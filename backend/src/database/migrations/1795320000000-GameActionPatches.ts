import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each applied action keeps the state patch it made, so a reconnecting client can be sent what it missed; actions
 * logged before this have none (a client missing one of them gets the full state).
 */
export class GameActionPatches1795320000000 implements MigrationInterface {
  name = 'GameActionPatches1795320000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "game_actions" ADD "patch" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "game_actions" DROP COLUMN "patch"`);
  }
}
