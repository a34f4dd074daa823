import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * What the rate limits count (rate-limit.service.ts): failed sign-ins per account and address pair
 * (`fail_pair`), per known browser (`fail_device`), per address (`fail_ip`) and per account
 * (`fail_email`: passwords, `code_email`:
 * wrong guesses at a live code), and codes sent per e-mail and per address. Rows live in the
 * database so every backend instance sees the same counts (ARCHITECTURE §7).
 */
export type AuthAttemptKind =
  'fail_pair' | 'fail_ip' | 'fail_email' | 'fail_device' | 'code_email' | 'send_email' | 'send_ip';

@Entity({ name: 'auth_attempts' })
@Index('IDX_auth_attempts_kind_target_created_at', ['kind', 'target', 'createdAt'])
@Index('IDX_auth_attempts_created_at', ['createdAt'])
export class AuthAttempt {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 16 })
  kind!: AuthAttemptKind;

  /** The e-mail address, the client address key, or a hash of both (`fail_pair`). */
  @Column({ type: 'varchar', length: 254 })
  target!: string;

  @Column({ name: 'created_at', type: Date })
  createdAt!: Date;
}
