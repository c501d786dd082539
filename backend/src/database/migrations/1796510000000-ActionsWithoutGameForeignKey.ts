import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The foreign key from an action to its game was checked for every action logged: a trigger locking the game's row
 * (FOR KEY SHARE), which the same statement had just updated. EXPLAIN ANALYZE of a group commit put the largest
 * single cost of the commit in that trigger. The commit statement inserts an
 * action only for a game row it has just moved to that version (the `moved` CTE), and games are never deleted, so the
 * key held nothing the write path does not already hold.
 */
export class ActionsWithoutGameForeignKey1796510000000 implements MigrationInterface {
  name = 'ActionsWithoutGameForeignKey1796510000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "game_actions" DROP CONSTRAINT "FK_3547c4d073007e6208a5435fda8"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "game_actions" ADD CONSTRAINT "FK_3547c4d073007e6208a5435fda8" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }
}
