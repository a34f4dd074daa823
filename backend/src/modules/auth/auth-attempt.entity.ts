import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * What the rate limits count: failed sign-ins and codes sent, per e-mail and per IP. Rows live in
 * the database so every backend instance sees the same counts (ARCHITECTURE §7).
 */
export type AuthAttemptKind = 'fail_email' | 'fail_ip' | 'send_email' | 'send_ip';

@Entity({ name: 'auth_attempts' })
@Index('IDX_auth_attempts_kind_target_created_at', ['kind', 'target', 'createdAt'])
@Index('IDX_auth_attempts_created_at', ['createdAt'])
export class AuthAttempt {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 16 })
  kind!: AuthAttemptKind;

  /** The e-mail address or the client IP. */
  @Column({ type: 'varchar', length: 254 })
  target!: string;

  @Column({ name: 'created_at', type: Date })
  createdAt!: Date;
}
