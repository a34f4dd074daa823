import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Doc } from '../docs';
import { epochMilliseconds } from '../../shared/db-values';

/**
 * A document's saved spreadsheet (seed 001 §3 Spreadsheet meta): one row per doc, its three parts
 * as the JSON meta-set checked. Deleting the doc deletes it; `user_id` is the doc's owner, so
 * every read checks the account without a join.
 */
@Entity({ name: 'spreadsheet_tables' })
@Index('IDX_spreadsheet_tables_user_id', ['userId'])
export class SpreadsheetTableRow {
  @PrimaryColumn({ name: 'doc_id', type: 'integer' })
  docId!: number;

  @ManyToOne(() => Doc, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'doc_id', foreignKeyConstraintName: 'FK_spreadsheet_tables_doc_id' })
  doc?: Doc;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  /** JSON SpreadsheetColumn[]. */
  @Column({ type: 'text' })
  columns!: string;

  /** JSON SpreadsheetData. */
  @Column({ type: 'text' })
  data!: string;

  /** JSON SpreadsheetSettings. */
  @Column({ type: 'text' })
  settings!: string;

  @Column({ type: 'bigint', transformer: epochMilliseconds })
  time!: number;
}
