import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, Unique } from 'typeorm';
import { GameEntity } from './game.entity';
import { UserEntity } from './user.entity';

/** A seat in a game. `active` stays true while the game is waiting or playing. */
@Entity('game_players')
@Unique('game_players_seat_key', ['gameId', 'seat'])
// One active game per person; the migrations create it as a partial unique index (WHERE active, computer seats aside:
// migration 1796720000000).
@Index('game_players_one_active_key', { synchronize: false })
// A player's newest seat first, their active one before all (migration 1796300000000: a sort order).
@Index('game_players_user_newest_idx', { synchronize: false })
// A player's seats, newest game first: their game by code, and their history paged by game id (migration 1796400000000:
// a sort order; it replaced the plain user_id index, which it covers).
@Index('game_players_user_game_idx', { synchronize: false })
// The live computer seats, for the sweep of pending computer turns (migration 1796100000000, partial).
@Index('game_players_live_computer_idx', { synchronize: false })
@Check('game_players_computer_level_check', `"computer_level" IN ('easy', 'hard')`)
@Check('game_players_outcome_check', `"outcome" IN ('win', 'loss', 'draw')`)
export class GamePlayerEntity {
  @PrimaryColumn({ name: 'game_id', type: 'int' })
  gameId: number;

  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ type: 'smallint' })
  seat: number;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** When the seat was taken: a player's newest seat is their current game. */
  @CreateDateColumn({ name: 'seated_at', type: 'timestamptz' })
  seatedAt: Date;

  /** The player put the finished game away (`New game`): it is no longer their current game. */
  @Column({ type: 'boolean', default: false })
  dismissed: boolean;

  /** The player accepts a rematch of this finished game. */
  @Column({ type: 'boolean', default: false })
  rematch: boolean;
  /** Set on a computer's seat: how it plays. */
  @Column({ name: 'computer_level', type: 'varchar', length: 8, nullable: true })
  computerLevel: 'easy' | 'hard' | null;

  /** Set on every seat when the game ends (matchOutcome's rule: see ratings/final-standing.ts). */
  @Column({ type: 'varchar', length: 4, nullable: true })
  outcome: 'win' | 'loss' | 'draw' | null;

  @ManyToOne(() => GameEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'game_id' })
  gameRef?: GameEntity;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  userRef?: UserEntity;
}
