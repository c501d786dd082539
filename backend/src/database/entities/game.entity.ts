import type { ClockState, Match } from '@tabletop/game-kit';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

export type GameStatus = 'waiting' | 'playing' | 'over';

/** A lobby game and then its match. `match.state` is null while waiting. */
@Entity('games')
// Every game ever with a code, by upper(code), for a player's game by code (migration 1795400000000).
@Index('games_code_idx', { synchronize: false })
@Check('games_status_check', `"status" IN ('waiting', 'playing', 'over')`)
// Codes are unique among live games only; the migration creates it as a partial index on upper(code).
@Index('games_live_code_key', { synchronize: false })
// Waiting listed games by game and age, for the open tables and quick match (migration 1796200000000).
@Index('games_open_tables_idx', { synchronize: false })
// Public games being played, newest first, for the live games (migration 1796620000000).
@Index('games_live_idx', { synchronize: false })
// Private tables waiting for players, for the housekeeping sweep (migration 1796710000000, partial).
@Index('games_waiting_private_idx', { synchronize: false })
export class GameEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 4 })
  code: string;

  /** The game's url, e.g. 'super_tic_tac_toe'. */
  @Column({ type: 'varchar', length: 64 })
  game: string;

  @Column({ type: 'varchar', length: 8 })
  status: GameStatus;

  @Column({ type: 'jsonb' })
  match: Match<unknown>;

  /** The count of actions applied since the game began. */
  @Column({ type: 'int', default: 0 })
  version: number;

  @Column({ type: 'varchar', length: 64 })
  seed: string;

  /** The game its players started by a rematch of this one, once they did. */
  @Column({ name: 'rematch_id', type: 'int', nullable: true })
  rematchId: number | null;

  @ManyToOne(() => GameEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'rematch_id', foreignKeyConstraintName: 'games_rematch_id_fkey' })
  rematchRef?: GameEntity;
  /** Shown among the open tables while it waits: ticked `List publicly`, or opened by quick match. */
  @Column({ type: 'boolean', default: false })
  listed: boolean;

  /** The game's clock (ClockState): its setting from creation, the seats' time once it runs. Null: no clock. */
  @Column({ type: 'jsonb', nullable: true })
  clock: ClockState | null;

  /** Each seat's moves and finished turns, in seat order (match/pace.ts's SeatMoves), from the start. */
  @Column({ type: 'jsonb', nullable: true })
  moves: { actions: number[]; turns: number[] } | null;

  /** Why the finished game was not rated (ratings/game-ending.ts's UnratedReason); null while it runs, or rated. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  unrated: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
