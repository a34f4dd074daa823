import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from './user.entity';

export type LoginCodePurpose = 'quick' | 'reset';

/**
 * A one-time code sent by e-mail (quick login, password reset). Only a salted SHA-256 of the code
 * is stored; a code lives 10 minutes, allows 5 tries and works once.
 */
@Entity({ name: 'login_codes' })
@Index('IDX_login_codes_user_id_purpose', ['userId', 'purpose'])
export class LoginCode {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_login_codes_user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 16 })
  purpose!: LoginCodePurpose;

  @Column({ name: 'code_hash', type: 'varchar', length: 64 })
  codeHash!: string;

  @Column({ type: 'varchar', length: 32 })
  salt!: string;

  /** Wrong tries so far. */
  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'created_at', type: Date })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: Date })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: Date, nullable: true })
  usedAt!: Date | null;
}
