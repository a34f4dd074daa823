import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../auth';
import { epochMilliseconds } from '../../shared/db-values';

/**
 * A file or sheet link read into a table, kept until get-csv fetches it (and a day at most): its
 * id is random, and only the account that uploaded it reads it.
 */
@Entity({ name: 'spreadsheet_uploads' })
@Index('IDX_spreadsheet_uploads_user_time', ['userId', 'time'])
export class SpreadsheetUpload {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_spreadsheet_uploads_user_id' })
  user?: User;

  /** The document whose spreadsheet asked (null for a sheet link read without one). */
  @Column({ name: 'doc_id', type: 'integer', nullable: true })
  docId!: number | null;

  /** JSON ImportedTable. */
  @Column({ name: 'table_json', type: 'text' })
  tableJson!: string;

  /** 'utf-8', 'utf-8-bom', 'windows-1251', 'xlsx'... */
  @Column({ type: 'varchar', length: 20 })
  encoding!: string;

  @Column({ type: 'varchar', length: 2, default: '' })
  delimiter!: string;

  @Column({ type: 'bigint', transformer: epochMilliseconds })
  time!: number;
}
