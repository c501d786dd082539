import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each refresh token carries when its session (family) began, so SESSION_MAX_AGE bounds every rotation even after
 * the family's first rows are swept. Existing families began at their oldest row still kept. Every access token is
 * checked against its family's revocation: a partial index makes that one probe, however many rotations it has.
 */
export class SessionStart1795618300000 implements MigrationInterface {
  name = 'SessionStart1795618300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "refresh_tokens" ADD "session_started_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`,
    );
    await queryRunner.query(
      `UPDATE "refresh_tokens" r SET "session_started_at" = f.started FROM
         (SELECT "family_id", min("created_at") AS started FROM "refresh_tokens" GROUP BY "family_id") f
       WHERE r."family_id" = f."family_id"`,
    );
    await queryRunner.query(
      `CREATE INDEX "refresh_tokens_revoked_family_idx" ON "refresh_tokens" ("family_id") WHERE "revoked_at" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "refresh_tokens_revoked_family_idx"`);
    await queryRunner.query(`ALTER TABLE "refresh_tokens" DROP COLUMN "session_started_at"`);
  }
}
