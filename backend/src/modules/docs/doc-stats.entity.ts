import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../auth';

/**
 * Per-account figures every docs-get answers (`total_docs`), kept as a counter so a list never
 * counts thousands of rows (a COUNT over 10,000 docs cost more than the list itself). Only the docs
 * module changes documents, and it moves this counter in the same transaction (docs-counter.ts).
 * Also the version of the account's lists, for the answer cache (the folders module's ListCache).
 */
@Entity({ name: 'doc_stats' })
export class DocStats {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_doc_stats_user_id' })
  user?: User;

  /** Documents not in the trash. */
  @Column({ name: 'active_docs', type: 'integer', default: 0 })
  activeDocs!: number;

  /**
   * Bumped by database triggers on every write to docs and doc_folders of the account (migration
   * 1764600000000): a cached docs-get answer is valid while this is unchanged.
   */
  @Column({ name: 'list_version', type: 'integer', default: 0 })
  listVersion!: number;
}
