import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Open tables: a game its creator listed publicly (or opened by quick match) is shown on everyone's home page while it
 * waits. The partial index holds only those waiting tables, oldest first per game: the list and quick match's "oldest
 * table with a free seat" read it, never the games ever played. The sequence numbers each list the server pushes, so a
 * client keeps the newest of two lists that crossed on the way (see lobby/open-tables.service.ts).
 */
export class OpenTables1796200000000 implements MigrationInterface {
  name = 'OpenTables1796200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "games" ADD "listed" boolean NOT NULL DEFAULT false`);
    // Hand-written: a partial index TypeORM cannot describe.
    await queryRunner.query(
      `CREATE INDEX "games_open_tables_idx" ON "games" ("game", "created_at", "id") WHERE "listed" AND "status" = 'waiting'`,
    );
    await queryRunner.query(`CREATE SEQUENCE "open_tables_revision"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP SEQUENCE "open_tables_revision"`);
    await queryRunner.query(`DROP INDEX "games_open_tables_idx"`);
    await queryRunner.query(`ALTER TABLE "games" DROP COLUMN "listed"`);
  }
}
