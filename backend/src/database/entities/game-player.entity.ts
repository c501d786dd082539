import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, Unique } from 'typeorm';
import { GameEntity } from './game.entity';
import { UserEntity } from './user.entity';

/** A seat in a game. `active` stays true while the game is waiting or playing. */
@Entity('game_players')
@Unique('game_players_seat_key', ['gameId', 'seat'])
// One active game per user; the migration creates it as a partial unique index (WHERE active).
@Index('game_players_one_active_key', { synchronize: false })
// A player's seats, for their game by code.
@Index('game_players_user_id_idx', ['userId'])
// The live computer seats, for the sweep of pending computer turns (migration 1796100000000, partial).
@Index('game_players_live_computer_idx', { synchronize: false })
@Check('game_players_computer_level_check', `"computer_level" IN ('easy', 'hard')`)
export class GamePlayerEntity {
  @PrimaryColumn({ name: 'game_id', type: 'int' })
  gameId: number;

  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ type: 'smallint' })
  seat: number;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** Set on a computer's seat: how it plays. */
  @Column({ name: 'computer_level', type: 'varchar', length: 8, nullable: true })
  computerLevel: 'easy' | 'hard' | null;

  @ManyToOne(() => GameEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'game_id' })
  gameRef?: GameEntity;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  userRef?: UserEntity;
}
