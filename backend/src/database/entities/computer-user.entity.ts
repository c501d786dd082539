import { Check, Column, Entity, JoinColumn, OneToOne, PrimaryColumn, Unique } from 'typeorm';
import { UserEntity } from './user.entity';

/**
 * The users the computer plays as (migration 1796720000000): one per level and place among a game's computer seats,
 * made the first time a game needs it and seated in every game after, so games against the computer add no users.
 */
@Entity('computer_users')
@Unique('computer_users_level_slot_key', ['level', 'slot'])
@Check('computer_users_level_check', `"level" IN ('easy', 'hard')`)
@Check('computer_users_slot_check', `"slot" >= 1`)
export class ComputerUserEntity {
  @PrimaryColumn({ name: 'user_id', type: 'int', primaryKeyConstraintName: 'computer_users_pkey' })
  userId: number;

  @Column({ type: 'varchar', length: 8 })
  level: 'easy' | 'hard';

  /** Which of a game's computer seats at this level it takes: the first is 1 (Repello seats up to three). */
  @Column({ type: 'smallint' })
  slot: number;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'computer_users_user_id_fkey' })
  userRef?: UserEntity;
}
