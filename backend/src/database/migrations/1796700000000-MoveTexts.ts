import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each applied action keeps its move-list text, written when it is committed, so a move list is read rather than
 * rebuilt with the game's rules. Actions logged before this have none (their move lists are rebuilt).
 */
export class MoveTexts1796700000000 implements MigrationInterface {
  name = 'MoveTexts1796700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "game_actions" ADD "move_text" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "game_actions" DROP COLUMN "move_text"`);
  }
}
