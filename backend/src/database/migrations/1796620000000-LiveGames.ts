import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The home page's live games: public games being played, newest first. A partial index holds just those, so the list
 * reads a dozen index entries however many games were played before.
 */
export class LiveGames1796620000000 implements MigrationInterface {
  name = 'LiveGames1796620000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "games_live_idx" ON "games" ("id" DESC) WHERE "listed" AND "status" = 'playing'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "games_live_idx"`);
  }
}
