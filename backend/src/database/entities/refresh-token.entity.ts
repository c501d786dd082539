import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { UserEntity } from './user.entity';

/**
 * One refresh token, stored as its SHA-256 only. A family is one sign-in: every refresh marks the token used and
 * issues the next in the same family; showing a used or revoked token again revokes the whole family.
 */
@Entity('refresh_tokens')
@Unique('refresh_tokens_token_hash_key', ['tokenHash'])
@Index('refresh_tokens_family_id_idx', ['familyId'])
@Index('refresh_tokens_revoked_family_idx', ['familyId'], { where: '"revoked_at" IS NOT NULL' })
@Index('refresh_tokens_user_id_idx', ['userId'])
export class RefreshTokenEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'family_id', type: 'uuid' })
  familyId: string;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  /** Hex SHA-256 of the token the cookie carries. */
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  /** When the family's first token was issued: SESSION_MAX_AGE counts from here. */
  @Column({ name: 'session_started_at', type: 'timestamptz', default: () => 'now()' })
  sessionStartedAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  userRef?: UserEntity;
}
