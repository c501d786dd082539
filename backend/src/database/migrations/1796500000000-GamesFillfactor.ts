import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Room on each page of `games` for the next version of its rows. Every action rewrites its game's row; with full pages
 * (the default fillfactor 100) the new version went to another page, a non-HOT update that also inserted into each of
 * the table's indexes: almost none of the updates were HOT under the bench's saturated load. With room left on the page the
 * update stays on it and no index is touched.
 */
export class GamesFillfactor1796500000000 implements MigrationInterface {
  name = 'GamesFillfactor1796500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "games" SET (fillfactor = 70)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "games" RESET (fillfactor)`);
  }
}
