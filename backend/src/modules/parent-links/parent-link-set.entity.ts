import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { epochMilliseconds } from '../../shared/db-values';
import { User } from '../auth';

/**
 * One set of links for parents (issue 37): made for one class run (`mass_id`), working until
 * `expires_at` unless revoked first. At most one set of a run works at a time (the service
 * refuses a second while one works); revoking stops every link of the run at once.
 */
@Entity({ name: 'parent_link_sets' })
@Index('IDX_parent_link_sets_run', ['accountId', 'massId', 'createdAt'])
export class ParentLinkSet {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'account_id', type: 'varchar', length: 36 })
  accountId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'FK_parent_link_sets_account_id' })
  account?: User;

  /** The class run (the ready files' mass_id). */
  @Column({ name: 'mass_id', type: 'varchar', length: 36 })
  massId!: string;

  /** The run's document and its name then: the sheet's title and the log's entry. */
  @Column({ name: 'doc_id', type: 'integer' })
  docId!: number;

  @Column({ name: 'doc_name', type: 'varchar', length: 200, default: '' })
  docName!: string;

  /** Who made the set (the owner or a member switched in). */
  @Column({ name: 'created_by', type: 'varchar', length: 36, nullable: true })
  createdBy!: string | null;

  @Column({ name: 'created_at', type: 'bigint', transformer: epochMilliseconds })
  createdAt!: number;

  @Column({ name: 'expires_at', type: 'bigint', transformer: epochMilliseconds })
  expiresAt!: number;

  @Column({ name: 'revoked_at', type: 'bigint', nullable: true, transformer: epochMilliseconds })
  revokedAt!: number | null;
}
