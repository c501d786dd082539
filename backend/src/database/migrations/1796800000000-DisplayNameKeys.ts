import type { MigrationInterface, QueryRunner } from 'typeorm';
import { displayNameKey } from '../../display-names/display-name-rules';

const BATCH = 1000;

/**
 * Each chosen display name (registered and Google accounts) gets its key (display-names/display-name-rules.ts), so
 * that a new Google account's name is checked against all of them, look-alikes included, by index probes. Guests' and
 * computers' names are the site's own, refused by their shape, and get none. A new confusables table (an upgrade of
 * unhomoglyph) changes keys: it needs a migration that keys every name again.
 */
export class DisplayNameKeys1796800000000 implements MigrationInterface {
  name = 'DisplayNameKeys1796800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "name_key" text`);
    // Keyed here rather than in SQL: the skeleton's table is the library's.
    for (let after = 0; ;) {
      const rows: { id: number; name: string }[] = await queryRunner.query(
        `SELECT id, name FROM users WHERE kind IN ('registered', 'google') AND id > $1 ORDER BY id LIMIT ${BATCH}`,
        [after],
      );
      if (rows.length === 0) break;
      await queryRunner.query(
        `UPDATE users SET name_key = keyed.key FROM unnest($1::int[], $2::text[]) AS keyed(id, key)
         WHERE users.id = keyed.id`,
        [rows.map((row) => row.id), rows.map((row) => displayNameKey(row.name))],
      );
      after = rows[rows.length - 1].id;
    }
    await queryRunner.query(`CREATE INDEX "users_name_key_idx" ON "users" ("name_key") WHERE "name_key" IS NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "users_name_key_idx"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "name_key"`);
  }
}
