import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from './user.entity';

/** A player's Glicko-2 rating in one game (migration 1796410000000), updated by each rated game's last commit. */
@Entity('player_ratings')
// The leaderboard, best first (a sort order and INCLUDE), and the active players per game: see the migration.
@Index('player_ratings_leaderboard_idx', { synchronize: false })
@Index('player_ratings_active_idx', ['game', 'lastPlayedAt'])
export class PlayerRatingEntity {
  @PrimaryColumn({ name: 'user_id', type: 'int', primaryKeyConstraintName: 'player_ratings_pkey' })
  userId: number;

  /** The game's url. */
  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'player_ratings_pkey' })
  game: string;

  @Column({ type: 'double precision' })
  rating: number;

  @Column({ type: 'double precision' })
  deviation: number;

  @Column({ type: 'double precision' })
  volatility: number;

  /** Rated games counted; the game-over commit writes only over the count it read. */
  @Column({ type: 'int' })
  games: number;

  @Column({ name: 'last_played_at', type: 'timestamptz' })
  lastPlayedAt: Date;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'player_ratings_user_id_fkey' })
  userRef?: UserEntity;
}
