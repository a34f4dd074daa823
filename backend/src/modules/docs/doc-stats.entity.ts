import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../auth';

/**
 * Per-account figures every docs-get answers (`total_docs`), kept as a counter so a list never
 * counts thousands of rows (a COUNT over 10,000 docs cost more than the list itself). Only the docs
 * module changes documents, and it moves this counter in the same transaction (docs-counter.ts).
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
}
