import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Registered and Google accounts on the users table, and rotating refresh tokens. */
export class Accounts1795319180000 implements MigrationInterface {
  name = 'Accounts1795319180000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "refresh_tokens" ("id" SERIAL NOT NULL, "family_id" uuid NOT NULL, "user_id" integer NOT NULL, "token_hash" character varying(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "refresh_tokens_token_hash_key" UNIQUE ("token_hash"), CONSTRAINT "PK_7d8bee0204106019488c4c50ffa" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "refresh_tokens_user_id_idx" ON "refresh_tokens" ("user_id")`);
    await queryRunner.query(`CREATE INDEX "refresh_tokens_family_id_idx" ON "refresh_tokens" ("family_id")`);
    await queryRunner.query(`ALTER TABLE "users" ADD "username" character varying(32)`);
    await queryRunner.query(`ALTER TABLE "users" ADD "password_hash" text`);
    await queryRunner.query(`ALTER TABLE "users" ADD "google_sub" character varying(255)`);
    await queryRunner.query(`ALTER TABLE "users" ADD CONSTRAINT "users_google_sub_key" UNIQUE ("google_sub")`);
    await queryRunner.query(`ALTER TABLE "users" ADD "url" character varying(2048)`);
    await queryRunner.query(
      `ALTER TABLE "refresh_tokens" ADD CONSTRAINT "FK_3ddc983c5f7bcf132fd8732c3f4" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // Hand-written: an expression index TypeORM cannot describe.
    await queryRunner.query(`CREATE UNIQUE INDEX "users_username_key" ON "users" (lower("username"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "users_username_key"`);
    await queryRunner.query(`DROP TABLE "refresh_tokens"`);
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "users_google_sub_key"`);
    await queryRunner.query(
      `ALTER TABLE "users" DROP COLUMN "url", DROP COLUMN "google_sub", DROP COLUMN "password_hash", DROP COLUMN "username"`,
    );
  }
}
