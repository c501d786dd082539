import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Clocks, aborts and honest ratings. Each game keeps its clock and its seats' moves beside its match, and why it went
 * unrated. The deadlines of running clocks have a table of their own, indexed by when they fall: the sweep reads the
 * overdue ones from that index, and moving a deadline does not touch the games table's indexes.
 */
export class Clocks1796600000000 implements MigrationInterface {
  name = 'Clocks1796600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "games" ADD "clock" jsonb`);
    await queryRunner.query(`ALTER TABLE "games" ADD "moves" jsonb`);
    await queryRunner.query(`ALTER TABLE "games" ADD "unrated" character varying(16)`);
    await queryRunner.query(
      `CREATE TABLE "game_deadlines" ("game_id" integer NOT NULL, "due_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "game_deadlines_pkey" PRIMARY KEY ("game_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "game_deadlines_due_at_idx" ON "game_deadlines" ("due_at")`);
    await queryRunner.query(
      `ALTER TABLE "game_deadlines" ADD CONSTRAINT "game_deadlines_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // Two accounts' rated games together today: one of them's rated games of that game, newest first.
    await queryRunner.query(
      `CREATE INDEX "rating_changes_recent_idx" ON "rating_changes" ("user_id", "game", "created_at")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "rating_changes_recent_idx"`);
    await queryRunner.query(`DROP TABLE "game_deadlines"`);
    await queryRunner.query(`ALTER TABLE "games" DROP COLUMN "unrated"`);
    await queryRunner.query(`ALTER TABLE "games" DROP COLUMN "moves"`);
    await queryRunner.query(`ALTER TABLE "games" DROP COLUMN "clock"`);
  }
}
