import type { StampRequestStatus } from '@gramota/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { epochMilliseconds } from '../../shared/db-values';
import { User } from '../auth';
import { Doc } from '../docs';
import { Stamp } from '../profile';

/**
 * A member's request to place a stamp on one document (issue 37). Approved, it lets that member
 * place that stamp on that document only; declined, nothing. Answered once: the status changes
 * from pending by a guarded update, so two answers at once cannot both win.
 */
@Entity({ name: 'stamp_requests' })
@Index('IDX_stamp_requests_account', ['accountId', 'status'])
@Index('IDX_stamp_requests_place', ['stampId', 'docId', 'requesterId'])
export class StampRequest {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'account_id', type: 'varchar', length: 36 })
  accountId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'FK_stamp_requests_account_id' })
  account?: User;

  @Column({ name: 'stamp_id', type: 'varchar', length: 36 })
  stampId!: string;

  @ManyToOne(() => Stamp, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'stamp_id', foreignKeyConstraintName: 'FK_stamp_requests_stamp_id' })
  stamp?: Stamp;

  @Column({ name: 'doc_id', type: 'integer' })
  docId!: number;

  @ManyToOne(() => Doc, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'doc_id', foreignKeyConstraintName: 'FK_stamp_requests_doc_id' })
  doc?: Doc;

  @Column({ name: 'requester_id', type: 'varchar', length: 36 })
  requesterId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'requester_id', foreignKeyConstraintName: 'FK_stamp_requests_requester_id' })
  requester?: User;

  @Column({ type: 'varchar', length: 300, default: '' })
  note!: string;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status!: StampRequestStatus;

  @Column({ name: 'decided_by', type: 'varchar', length: 36, nullable: true })
  decidedBy!: string | null;

  @Column({ name: 'decided_at', type: 'bigint', nullable: true, transformer: epochMilliseconds })
  decidedAt!: number | null;

  @Column({ name: 'created_at', type: 'bigint', transformer: epochMilliseconds })
  createdAt!: number;
}
