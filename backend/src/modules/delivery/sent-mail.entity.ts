import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../auth';
import { epochMilliseconds } from '../../shared/db-values';

/**
 * One made file e-mailed (seed 001 §7 creator-send-mail): what the hourly allowance counts, in
 * the database so every backend instance sees the same count (ARCHITECTURE §7). Rows older than
 * the window are deleted as new ones come.
 */
@Entity({ name: 'sent_mails' })
@Index('IDX_sent_mails_user_sent_at', ['userId', 'sentAt'])
export class SentMail {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  /** The person who sent it (their own account). */
  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_sent_mails_user_id' })
  user?: User;

  @Column({ name: 'ready_file_id', type: 'integer' })
  readyFileId!: number;

  @Column({ name: 'sent_at', type: 'bigint', transformer: epochMilliseconds })
  sentAt!: number;
}
