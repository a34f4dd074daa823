import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { DriveMailRefusal, DriveMailState } from '@gramota/contracts';
import { epochMilliseconds } from '../../shared/db-values';
import { DriveGroup } from './drive-group.entity';

/**
 * A row of a drive run: its creator job, its address, and its message's state. The message is
 * sent once: the mailer claims the row with a guarded UPDATE (waiting → sending; only one caller
 * sees a changed row), sends, then marks it sent. A row left 'sending' (its process died) is taken
 * over once it is stale, and sent again with the same Message-ID, so a mailbox that did get it
 * files the second copy as the same message.
 */
@Entity({ name: 'drive_group_files' })
@Index('IDX_drive_group_files_group', ['groupId'])
@Index('IDX_drive_group_files_mail_due', ['mailState', 'sendAfter'])
export class DriveGroupFile {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  @Column({ name: 'group_id', type: 'integer' })
  groupId!: number;

  @ManyToOne(() => DriveGroup, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'group_id', foreignKeyConstraintName: 'FK_drive_group_files_group_id' })
  group?: DriveGroup;

  /** 1-based row of the run. */
  @Column({ type: 'integer' })
  row!: number;

  /** The row's creator job (its ready file has the same id). */
  @Column({ name: 'job_id', type: 'integer' })
  jobId!: number;

  /** The row's values (JSON MassRowValues), for the message's placeholders. */
  @Column({ type: 'text' })
  values!: string;

  /** '' when the run sends no e-mail. */
  @Column({ type: 'varchar', length: 254, default: '' })
  email!: string;

  /** 'none' | 'waiting' | 'sending' | 'sent' | 'failed'. */
  @Column({ name: 'mail_state', type: 'varchar', length: 8, default: 'none' })
  mailState!: DriveMailState | 'sending';

  /** ms: not sent before this (the group's send_after, later after a failed attempt). */
  @Column({ name: 'send_after', type: 'bigint', transformer: epochMilliseconds })
  sendAfter!: number;

  @Column({ name: 'claimed_at', type: 'bigint', nullable: true, transformer: epochMilliseconds })
  claimedAt!: number | null;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'mail_error', type: 'varchar', length: 500, nullable: true })
  mailError!: string | null;

  /** Why the message was not sent (a DriveMailRefusal), when it was refused rather than failed. */
  @Column({ name: 'mail_refusal', type: 'varchar', length: 24, nullable: true })
  mailRefusal!: DriveMailRefusal | null;

  @Column({ name: 'sent_at', type: 'bigint', nullable: true, transformer: epochMilliseconds })
  sentAt!: number | null;
}
