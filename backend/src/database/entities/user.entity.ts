import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * A guest (UUID name, no credentials), a registered account (username + password), a Google account, or a computer
 * (never signed in: see computer_users, and game_players.computer_level for those made per seat before it).
 */
export type UserKind = 'guest' | 'registered' | 'google' | 'computer';

@Entity('users')
@Unique('users_google_sub_key', ['googleSub'])
// User names are unique case-insensitively; the migration creates it as a unique index on lower(username).
@Index('users_username_key', { synchronize: false })
// Display names by lower(name), for the clash check of a registration (migration 1795400000000).
@Index('users_name_idx', { synchronize: false })
// Chosen display names by their key, for the clash check of a new Google account (migration 1796800000000, partial).
@Index('users_name_key_idx', { synchronize: false })
// Guests by when they were last seen, for the housekeeping sweep (migration 1796710000000, partial).
@Index('users_guests_seen_idx', { synchronize: false })
export class UserEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 16, default: 'guest' })
  kind: UserKind;

  @Column({ type: 'varchar', length: 32, nullable: true })
  username: string | null;

  /** scrypt, self-describing: see auth/password-hash.ts. */
  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash: string | null;

  /** Google's stable account id (the ID token's `sub`). */
  @Column({ name: 'google_sub', type: 'varchar', length: 255, nullable: true })
  googleSub: string | null;

  /** The avatar picture. */
  @Column({ type: 'varchar', length: 2048, nullable: true })
  url: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /**
   * A chosen display name's key (display-names/display-name-rules.ts: look-alikes share it), for registered and
   * Google accounts; null for guests and computers, whose names the site gives.
   */
  @Column({ name: 'name_key', type: 'text', nullable: true })
  nameKey: string | null;

  /** When the account last signed in or refreshed its access token. */
  @Column({ name: 'seen_at', type: 'timestamptz', default: () => 'now()' })
  seenAt: Date;
}
