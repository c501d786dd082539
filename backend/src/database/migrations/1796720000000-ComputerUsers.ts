import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The computer plays as a fixed set of users, one per level and place among a game's computer seats (computer_users),
 * instead of a new user for each seat of each game: games against the computer add no users. So the one-active-game
 * index no longer binds computer seats (game_players.computer_level set): one computer user sits in many live games.
 *
 * The users made per seat before stay as they are, with their seats, games, logs and replays: their seats still carry
 * the level, which is how a computer seat is known (a user in computer_users, or of kind 'computer' with a level on its
 * seat). No row moves: a game's match names its players by id, and rewriting finished games is not worth the risk.
 */
export class ComputerUsers1796720000000 implements MigrationInterface {
  name = 'ComputerUsers1796720000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "computer_users" ("user_id" integer NOT NULL, "level" character varying(8) NOT NULL, "slot" smallint NOT NULL, CONSTRAINT "computer_users_level_slot_key" UNIQUE ("level", "slot"), CONSTRAINT "computer_users_slot_check" CHECK ("slot" >= 1), CONSTRAINT "computer_users_level_check" CHECK ("level" IN ('easy', 'hard')), CONSTRAINT "computer_users_pkey" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "computer_users" ADD CONSTRAINT "computer_users_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`DROP INDEX "game_players_one_active_key"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "game_players_one_active_key" ON "game_players" ("user_id") WHERE "active" AND "computer_level" IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Fails while a computer user sits in two live games, as it must: the old index cannot hold then.
    await queryRunner.query(`DROP INDEX "game_players_one_active_key"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "game_players_one_active_key" ON "game_players" ("user_id") WHERE "active"`,
    );
    await queryRunner.query(`DROP TABLE "computer_users"`);
  }
}
