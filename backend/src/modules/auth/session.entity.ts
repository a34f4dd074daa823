import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
} from 'typeorm';
import { User } from './user.entity';

/**
 * A server-side session. The cookie holds a random token; only its SHA-256 is stored, so a copy of
 * the database does not hand out working cookies.
 */
@Entity({ name: 'sessions' })
@Index('IDX_sessions_user_id', ['userId'])
export class Session {
  /** Hex SHA-256 of the cookie token. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_sessions_user_id' })
  user?: User;

  @CreateDateColumn({ name: 'created_at' })
  createdAt!: Date;

  // `Date` lets each driver pick its own timestamp type (datetime / timestamp), as in the migration.
  @Column({ name: 'last_seen_at', type: Date })
  lastSeenAt!: Date;

  @Column({ name: 'expires_at', type: Date })
  expiresAt!: Date;

  /**
   * While the user works in another account through granted access (seed 000 §4): that owner.
   * The grant is checked again on every request, so revoking it ends this at once.
   */
  @Column({ name: 'acting_owner_id', type: 'varchar', length: 36, nullable: true })
  actingOwnerId!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'acting_owner_id', foreignKeyConstraintName: 'FK_sessions_acting_owner_id' })
  actingOwner?: User | null;
}
