import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { GameEntity } from './game.entity';

/**
 * When a running game with a clock is next due (its running seat's flag, or its first-move timeout): the deadline
 * sweep's index. Kept apart from `games` so that moving a deadline, which most actions do, leaves the games row's
 * indexes alone (its update stays a heap-only one). Written by the same statement as the action; gone once the game
 * has no running clock.
 */
@Entity('game_deadlines')
@Index('game_deadlines_due_at_idx', ['dueAt'])
export class GameDeadlineEntity {
  @PrimaryColumn({ name: 'game_id', type: 'int', primaryKeyConstraintName: 'game_deadlines_pkey' })
  gameId: number;

  @Column({ name: 'due_at', type: 'timestamptz' })
  dueAt: Date;

  @OneToOne(() => GameEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'game_id', foreignKeyConstraintName: 'game_deadlines_game_id_fkey' })
  gameRef?: GameEntity;
}
