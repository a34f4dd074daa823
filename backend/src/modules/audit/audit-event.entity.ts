import type { AuditAction, AuditOutcome } from '@gramota/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { epochMilliseconds } from '../../shared/db-values';
import { User } from '../auth';

/**
 * One thing done with the account's stamps and signatures (issue 37): who (the person, also when
 * a member acted in the school's account), when, what, on which stamp, document and made file.
 * Names are copied in when the event happens, so the log still reads after a stamp, a document or
 * a member is gone. Rows are only ever inserted: the app has no call that changes or removes one;
 * they leave with the account, or after the retention period (AuditLog.prune).
 */
@Entity({ name: 'audit_events' })
@Index('IDX_audit_events_account_at', ['accountId', 'at'])
export class AuditEvent {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  /** The account (school) the event belongs to: its owner reads the log. */
  @Column({ name: 'account_id', type: 'varchar', length: 36 })
  accountId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'FK_audit_events_account_id' })
  account?: User;

  /** The person who acted; no foreign key, the event outlives the person's account. */
  @Column({ name: 'actor_id', type: 'varchar', length: 36, nullable: true })
  actorId!: string | null;

  /** The person's name and address as they were then. */
  @Column({ type: 'varchar', length: 300, default: '' })
  actor!: string;

  @Column({ type: 'varchar', length: 40 })
  action!: AuditAction;

  @Column({ type: 'varchar', length: 10, default: 'done' })
  outcome!: AuditOutcome;

  @Column({ name: 'stamp_id', type: 'varchar', length: 36, nullable: true })
  stampId!: string | null;

  @Column({ name: 'stamp_name', type: 'varchar', length: 100, default: '' })
  stampName!: string;

  @Column({ name: 'doc_id', type: 'varchar', length: 20, nullable: true })
  docId!: string | null;

  @Column({ name: 'doc_name', type: 'varchar', length: 200, default: '' })
  docName!: string;

  @Column({ name: 'file_id', type: 'varchar', length: 40, nullable: true })
  fileId!: string | null;

  @Column({ type: 'varchar', length: 300, default: '' })
  detail!: string;

  /** Milliseconds since the epoch. */
  @Column({ type: 'bigint', transformer: epochMilliseconds })
  at!: number;
}
