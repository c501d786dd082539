import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a finished game needs to stay on screen and to be played again. A seat remembers when it was taken (a player's
 * newest seat is their current game, however it was taken: create, join, quick match, a rematch), whether its player
 * put the game away (`New game`) and whether they accept a rematch; a game points to its rematch once it started.
 */
export class Rematch1796300000000 implements MigrationInterface {
  name = 'Rematch1796300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "game_players" ADD "seated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), ADD "dismissed" boolean NOT NULL DEFAULT false, ADD "rematch" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(`ALTER TABLE "games" ADD "rematch_id" integer`);
    await queryRunner.query(
      `ALTER TABLE "games" ADD CONSTRAINT "games_rematch_id_fkey" FOREIGN KEY ("rematch_id") REFERENCES "games"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    // Hand-written: the sort order TypeORM cannot describe. A player's current game is the top row of it.
    await queryRunner.query(
      `CREATE INDEX "game_players_user_newest_idx" ON "game_players" ("user_id", "active" DESC, "seated_at" DESC, "game_id" DESC)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "game_players_user_newest_idx"`);
    await queryRunner.query(`ALTER TABLE "games" DROP CONSTRAINT "games_rematch_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "games" DROP COLUMN "rematch_id"`);
    await queryRunner.query(
      `ALTER TABLE "game_players" DROP COLUMN "rematch", DROP COLUMN "dismissed", DROP COLUMN "seated_at"`,
    );
  }
}
