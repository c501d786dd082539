import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The housekeeping sweep's reads. `seen_at`: when the account last signed in or refreshed its token (existing ones
 * from their newest refresh token, or their creation), so a guest who never played can be deleted once unseen for
 * GUEST_TTL. Two partial indexes hold just what the sweep looks for: guests by when they were seen, and the private
 * tables waiting for players; both stay small, and neither changes when a move is made.
 */
export class Housekeeping1796710000000 implements MigrationInterface {
  name = 'Housekeeping1796710000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "seen_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`);
    await queryRunner.query(
      `UPDATE "users" u SET "seen_at" = greatest(u."created_at",
         (SELECT max(r."created_at") FROM "refresh_tokens" r WHERE r."user_id" = u."id"))`,
    );
    await queryRunner.query(`CREATE INDEX "users_guests_seen_idx" ON "users" ("seen_at") WHERE "kind" = 'guest'`);
    await queryRunner.query(
      `CREATE INDEX "games_waiting_private_idx" ON "games" ("id") WHERE "status" = 'waiting' AND NOT "listed"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "games_waiting_private_idx"`);
    await queryRunner.query(`DROP INDEX "users_guests_seen_idx"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "seen_at"`);
  }
}
