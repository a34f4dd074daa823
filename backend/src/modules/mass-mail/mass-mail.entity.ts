import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../auth';
import { epochMilliseconds } from '../../shared/db-values';

/** What became of one message of a drive run: sent, refused (and why) or failed to send. */
export type MassMailOutcome = 'sent' | 'refused' | 'failed';

/**
 * The operator's record of drive mass mail (issue 28, finding 5): one row per message a run sent,
 * or would have sent and did not, with its account, run, recipient, subject, outcome and reason
 * (`npm run admin -- mail list`). No foreign keys: the record stays when the run or the account
 * is deleted. A sent row's token is its List-Unsubscribe link (/unsubscribe/{token}).
 */
@Entity({ name: 'mass_mails' })
@Index('IDX_mass_mails_user_at', ['userId', 'at'])
@Index('IDX_mass_mails_at', ['at'])
@Index('UQ_mass_mails_unsubscribe_token', ['unsubscribeToken'], { unique: true })
export class MassMail {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  /** The sending account. */
  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  /** The run (drive group) and its mass id. */
  @Column({ name: 'group_id', type: 'integer' })
  groupId!: number;

  @Column({ name: 'mass_id', type: 'varchar', length: 36 })
  massId!: string;

  @Column({ type: 'varchar', length: 254 })
  recipient!: string;

  @Column({ type: 'varchar', length: 300 })
  subject!: string;

  @Column({ type: 'varchar', length: 8 })
  outcome!: MassMailOutcome;

  /** A refusal's code (daily_limit, unsubscribed...) or a failure's message. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  reason!: string | null;

  @Column({ name: 'unsubscribe_token', type: 'varchar', length: 43 })
  unsubscribeToken!: string;

  @Column({ type: 'bigint', transformer: epochMilliseconds })
  at!: number;
}

/** An address that asked for no more messages from one account's runs (List-Unsubscribe). */
@Entity({ name: 'mail_suppressions' })
@Index('UQ_mail_suppressions_sender_email', ['senderId', 'email'], { unique: true })
export class MailSuppression {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  @Column({ name: 'sender_id', type: 'varchar', length: 36 })
  senderId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'sender_id', foreignKeyConstraintName: 'FK_mail_suppressions_sender_id' })
  sender?: User;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ name: 'created_at', type: 'bigint', transformer: epochMilliseconds })
  createdAt!: number;
}
