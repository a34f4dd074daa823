import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from './user.entity';

/**
 * An address an account signed in from (its "usual" addresses), or a browser it signed in from
 * (its device cookie): failures from elsewhere never refuse a sign-in from here
 * (rate-limit.service.ts). Only a hash of the account and the address key or cookie is kept.
 */
@Entity({ name: 'sign_in_addresses' })
@Index('IDX_sign_in_addresses_user_id', ['userId'])
export class SignInAddress {
  /** SHA-256 (hex) of the account id and the address key. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_sign_in_addresses_user_id' })
  user?: User;

  /** The latest successful sign-in from there; older than half a year, it is forgotten. */
  @Column({ name: 'last_seen_at', type: Date })
  lastSeenAt!: Date;
}
