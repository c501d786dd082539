import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Guest users, lobby games with their seats and applied actions, and the generated-secrets row. */
export class InitialSchema1763780000000 implements MigrationInterface {
  name = 'InitialSchema1763780000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "games" ("id" SERIAL NOT NULL, "code" character varying(4) NOT NULL, "game" character varying(64) NOT NULL, "status" character varying(8) NOT NULL, "match" jsonb NOT NULL, "version" integer NOT NULL DEFAULT '0', "seed" character varying(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c9b16b62917b5595af982d66337" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "users" ("id" SERIAL NOT NULL, "name" character varying(100) NOT NULL, "kind" character varying(16) NOT NULL DEFAULT 'guest', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "game_actions" ("game_id" integer NOT NULL, "version" integer NOT NULL, "user_id" integer NOT NULL, "action" jsonb NOT NULL, "client_action_id" character varying(64), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_52d8a19c35836415c31d91d4048" PRIMARY KEY ("game_id", "version"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "game_players" ("game_id" integer NOT NULL, "user_id" integer NOT NULL, "seat" smallint NOT NULL, "active" boolean NOT NULL DEFAULT true, CONSTRAINT "game_players_seat_key" UNIQUE ("game_id", "seat"), CONSTRAINT "PK_1614d9019746c797c36651748d1" PRIMARY KEY ("game_id", "user_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "secrets" ("id" smallint NOT NULL, "jwt_secret" text NOT NULL, CONSTRAINT "PK_d4ff48ddba1883d4dc142b9c697" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "game_actions" ADD CONSTRAINT "FK_3547c4d073007e6208a5435fda8" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "game_actions" ADD CONSTRAINT "FK_5439b718b47f452aa3bb8ec175a" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "game_players" ADD CONSTRAINT "FK_67b26bf4c76bd09a206d504824b" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "game_players" ADD CONSTRAINT "FK_b9adcb616544097a980720bbcc6" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // Hand-written: partial and expression indexes TypeORM cannot describe.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "games_live_code_key" ON "games" (upper("code")) WHERE "status" <> 'over'`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "game_players_one_active_key" ON "game_players" ("user_id") WHERE "active"`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "game_actions_client_id_key" ON "game_actions" ("game_id", "client_action_id") WHERE "client_action_id" IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "secrets" ADD CONSTRAINT "secrets_single_row" CHECK ("id" = 1)`);
    await queryRunner.query(
      `ALTER TABLE "games" ADD CONSTRAINT "games_status_check" CHECK ("status" IN ('waiting', 'playing', 'over'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "secrets"`);
    await queryRunner.query(`DROP TABLE "game_players"`);
    await queryRunner.query(`DROP TABLE "game_actions"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP TABLE "games"`);
  }
}
