import type { StatePatch } from '@tabletop/protocol';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { GameEntity } from './game.entity';
import { UserEntity } from './user.entity';

/** An applied action; `version` is the game's version right after it (1 for the first action). */
@Entity('game_actions')
// A retried client action id is applied once; the migration makes it a partial unique index per game.
@Index('game_actions_client_id_key', { synchronize: false })
export class GameActionEntity {
  @PrimaryColumn({ name: 'game_id', type: 'int' })
  gameId: number;

  @PrimaryColumn({ type: 'int' })
  version: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ type: 'jsonb' })
  action: unknown;

  @Column({ name: 'client_action_id', type: 'varchar', length: 64, nullable: true })
  clientActionId: string | null;

  /** The state patch the action made (from version - 1 to version); null on actions logged before patches were kept. */
  @Column({ type: 'jsonb', nullable: true })
  patch: StatePatch | null;

  /** The move as a move list writes it (game-kit's moveText); null on actions logged before texts were kept. */
  @Column({ name: 'move_text', type: 'text', nullable: true })
  moveText: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** No foreign key in the database: the commit statement holds it (migration ActionsWithoutGameForeignKey). */
  @ManyToOne(() => GameEntity, { createForeignKeyConstraints: false })
  @JoinColumn({ name: 'game_id' })
  gameRef?: GameEntity;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  userRef?: UserEntity;
}
