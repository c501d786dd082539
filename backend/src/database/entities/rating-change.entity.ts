import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { GameEntity } from './game.entity';
import { UserEntity } from './user.entity';

/** What one rated game did to one seat's rating (migration 1796410000000): the history and the change at game over. */
@Entity('rating_changes')
// A player's history in a game, newest first (a sort order): see the migration.
@Index('rating_changes_history_idx', { synchronize: false })
// Two accounts' rated games together in the last 24 hours (the pair limit): see migration 1796600000000.
@Index('rating_changes_recent_idx', ['userId', 'game', 'createdAt'])
export class RatingChangeEntity {
  @PrimaryColumn({ name: 'game_id', type: 'int', primaryKeyConstraintName: 'rating_changes_pkey' })
  gameId: number;

  @PrimaryColumn({ name: 'user_id', type: 'int', primaryKeyConstraintName: 'rating_changes_pkey' })
  userId: number;

  /** The game's url. */
  @Column({ type: 'varchar', length: 64 })
  game: string;

  @Column({ name: 'rating_before', type: 'double precision' })
  ratingBefore: number;

  @Column({ name: 'rating_after', type: 'double precision' })
  ratingAfter: number;

  @Column({ name: 'deviation_after', type: 'double precision' })
  deviationAfter: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => GameEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'game_id', foreignKeyConstraintName: 'rating_changes_game_id_fkey' })
  gameRef?: GameEntity;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'rating_changes_user_id_fkey' })
  userRef?: UserEntity;
}
